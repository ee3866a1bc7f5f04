-- Each server's league page link generation: the token of /league/<server>/<token>/ is an HMAC of the server and
-- this number, so a GM's "league link new" raises it and every link given before answers 404. A server without a
-- row is at generation 0, the links given before this table.
CREATE TABLE league_links (
    guild_id   VARCHAR(64) PRIMARY KEY,
    generation INT         NOT NULL
);
