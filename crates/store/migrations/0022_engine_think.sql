-- What each side of an engine game thought: the sum of its moves' think times (`%emt`) in
-- milliseconds and how many of its moves had one (0: the game does not say), so that the list
-- shows whether both engines of a pairing used their clocks; and how the run was played (the
-- command that reproduces it and its settings, from the manifest; NULL: not said).
ALTER TABLE engine_games ADD COLUMN white_think_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE engine_games ADD COLUMN white_timed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE engine_games ADD COLUMN black_think_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE engine_games ADD COLUMN black_timed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE engine_games ADD COLUMN how TEXT;
