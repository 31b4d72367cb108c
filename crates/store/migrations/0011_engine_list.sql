-- The engine rating list: games between engines (from `rukh match`'s PGN, checked by the rules
-- when added with `rukh engines import`), and what each engine is. Apart from `games`: they are
-- not played on the site and do not fill its archive.
CREATE TABLE engines (
    -- The name as the list shows it: the engine's name and version ("rukh 018845f").
    label TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    version TEXT NOT NULL,
    -- Its settings and where it comes from, in words.
    about TEXT NOT NULL,
    added_at BIGINT NOT NULL
);

CREATE TABLE engine_games (
    -- A digest of the game (its game, engines, event, round and moves): adding a file twice
    -- adds its games once.
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    white TEXT NOT NULL REFERENCES engines (label),
    black TEXT NOT NULL REFERENCES engines (label),
    -- 1-0, 0-1 or 1/2-1/2.
    result TEXT NOT NULL,
    termination TEXT,
    event TEXT NOT NULL,
    round TEXT,
    time_control TEXT,
    -- The FEN the game started from (NULL: the game's own start).
    start_fen TEXT,
    -- The moves in coordinates, separated by spaces.
    moves TEXT NOT NULL,
    plies INTEGER NOT NULL,
    added_at BIGINT NOT NULL
);
CREATE INDEX engine_games_by_variant ON engine_games (variant, white, black);
