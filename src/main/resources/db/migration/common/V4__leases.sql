-- Leases, so that several Chancery processes on one database share the work: a process claims a game's
-- due adjudication, or the posting of its notices, by writing its name and the time the claim runs out.
-- A process that dies stops renewing its claims, and once they run out another process takes the work.
ALTER TABLE games ADD COLUMN deadline_owner VARCHAR(120);
ALTER TABLE games ADD COLUMN deadline_until BIGINT;
ALTER TABLE games ADD COLUMN post_owner VARCHAR(120);
ALTER TABLE games ADD COLUMN post_until BIGINT;
CREATE INDEX notices_game_pending ON notices (game_id, delivered_at);
