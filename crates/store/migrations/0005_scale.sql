-- Many server processes on one database. A game's version counts its changes: a process stores
-- a change only over the version it read, so two processes never both change one game.
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
-- The side to move while the game is active (NULL otherwise), so engine games awaiting the
-- engine are found without reading every game.
ALTER TABLE games ADD COLUMN turn TEXT;
-- When the side to move runs out of time or its correspondence deadline passes (ms since
-- 1970; NULL when no clock runs): the flag sweep reads only the games whose moment has come.
ALTER TABLE games ADD COLUMN deadline_at BIGINT;
CREATE INDEX games_by_deadline ON games (deadline_at) WHERE status = 'active';
CREATE INDEX games_awaiting_engine ON games (turn) WHERE status = 'active' AND engine_color IS NOT NULL;
-- Who thinks for the engine in a game: one process at a time holds the lease of a game's
-- position (its ply) until it answers or the lease runs out (a process that died).
CREATE TABLE engine_leases (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    ply BIGINT NOT NULL,
    owner TEXT NOT NULL,
    until_ms BIGINT NOT NULL
);
