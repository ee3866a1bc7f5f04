-- The league's finishes gain the variant's tie-break measure (W3K's kingdoms with a capital held, Europe 1615's
-- score over all rounds, the Empire's tribute, the Dragon's own centres) and the server the game ended on: a game
-- imported elsewhere counts only on the server that played it to its end.
ALTER TABLE finishes ADD COLUMN tiebreak INT DEFAULT 0 NOT NULL;
ALTER TABLE finishes ADD COLUMN ended_in VARCHAR(64);
UPDATE finishes SET ended_in = (SELECT g.guild_id FROM games g WHERE g.id = finishes.game_id);
