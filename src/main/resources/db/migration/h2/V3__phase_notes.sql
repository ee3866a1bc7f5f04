-- Rule-module state now travels inside the state JSON (GameState extras); the old per-phase column holds
-- instead the public notes of a phase's results (marriages, eliminations, rebuilds), as a JSON array.
ALTER TABLE phases ALTER COLUMN variant_state RENAME TO notes;
