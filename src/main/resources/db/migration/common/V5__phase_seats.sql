-- The seats' missed-phase counts and civil disorder as they stood when a phase was adjudicated (JSON), so that
-- a rollback to that phase restores them with the rest of the state.
ALTER TABLE phases ADD COLUMN seats VARCHAR;
