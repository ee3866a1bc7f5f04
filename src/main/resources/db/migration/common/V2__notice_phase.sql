-- The phase a results notice reports on (its seq in phases), so a transport can draw that phase's map.
ALTER TABLE notices ADD COLUMN phase_seq INT;
