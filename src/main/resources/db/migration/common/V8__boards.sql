-- Boards uploaded by a server's GMs (issue 35). board_files holds each version that passed the checks, under its
-- key (a hash of its files), kept for the games that name it; server_boards is each server's list by the board's
-- own id. The files can be 3 MiB in all, past H2's longest VARCHAR: TEXT is a CLOB in H2 and unbounded in PostgreSQL.
CREATE TABLE board_files (
    board_key  VARCHAR(40) PRIMARY KEY,
    json       TEXT        NOT NULL,
    svg        TEXT,
    size_bytes BIGINT      NOT NULL,
    created_at BIGINT      NOT NULL
);
CREATE TABLE server_boards (
    guild_id    VARCHAR(64)  NOT NULL,
    id          VARCHAR(32)  NOT NULL,
    board_key   VARCHAR(40)  NOT NULL REFERENCES board_files (board_key),
    version     INT          NOT NULL,
    name        VARCHAR(100) NOT NULL,
    uploaded_by VARCHAR(200) NOT NULL,
    uploaded_at BIGINT       NOT NULL,
    PRIMARY KEY (guild_id, id)
);
