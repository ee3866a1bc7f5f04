-- Rule-module state now travels inside the state JSON (GameState extras); the old per-phase column holds
-- instead the public notes of a phase's results (marriages, eliminations, rebuilds), as a JSON array.
-- (PostgreSQL's spelling of h2/V3__phase_notes.sql.)
ALTER TABLE phases RENAME COLUMN variant_state TO notes;
