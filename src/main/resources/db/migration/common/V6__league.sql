-- The league's data, read by the league command (never kept as a running tally). One row per power of a game
-- that has ended: who held it at the end, its centres as its variant counts them for scoring, when it fell
-- (0 for a survivor), and how it ended (won, drawn, survived, eliminated). Written with the end, in its
-- transaction; a rollback of an ended game deletes them, and the next end writes them again.
CREATE TABLE finishes (
    game_id   BIGINT       NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    power     VARCHAR(64)  NOT NULL,
    user_id   VARCHAR(64),
    user_name VARCHAR(200),
    centres   INT          NOT NULL,
    fell_at   INT          NOT NULL,
    result    VARCHAR(16)  NOT NULL,
    phases    INT          NOT NULL,
    ended_at  BIGINT       NOT NULL,
    PRIMARY KEY (game_id, power)
);
CREATE INDEX finishes_user ON finishes (user_id);

-- Each phase a seated player owed orders and gave none (an NMR), with the player who held the seat then;
-- a rollback deletes those of the phases it erases.
CREATE TABLE missed_phases (
    game_id BIGINT      NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INT         NOT NULL,
    power   VARCHAR(64) NOT NULL,
    user_id VARCHAR(64) NOT NULL,
    PRIMARY KEY (game_id, seq, power)
);
CREATE INDEX missed_phases_user ON missed_phases (user_id);
CREATE INDEX games_guild ON games (guild_id, status);
