-- Players: who plays. An anonymous visitor (a long-lived cookie and a generated name), an account
-- (a unique name and an Argon2id password hash), a bot account, or one of the engine's levels.
CREATE TABLE players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- An account's (or the engine's) name in lower case: unique; NULL for anonymous players.
    name_key TEXT UNIQUE,
    password_hash TEXT,
    -- anon, account, bot, engine, deleted
    kind TEXT NOT NULL,
    disabled BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    seen_at BIGINT NOT NULL
);

-- Sessions, kept on the server: the cookie carries a random token, the database its SHA-256.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    created_at BIGINT NOT NULL,
    seen_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_by_player ON sessions (player_id);

-- A bot's API tokens (as SHA-256 digests; the token itself is shown once).
CREATE TABLE api_tokens (
    token_hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    created_at BIGINT NOT NULL
);
CREATE INDEX api_tokens_by_player ON api_tokens (player_id);

-- Glicko-2 ratings per player, game and speed.
CREATE TABLE ratings (
    player_id TEXT NOT NULL REFERENCES players (id),
    variant TEXT NOT NULL,
    speed TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    losses BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, variant, speed)
);
CREATE INDEX ratings_board ON ratings (variant, speed, rating);

-- A rating after each rated game, for the history chart.
CREATE TABLE rating_history (
    player_id TEXT NOT NULL REFERENCES players (id),
    game_id TEXT NOT NULL,
    variant TEXT NOT NULL,
    speed TEXT NOT NULL,
    at BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX rating_history_by_player ON rating_history (player_id, variant, at);

-- Who sits in each seat (a player's id; NULL: only the seat's key opens it), whether the game
-- is rated, the players' ratings at its start and their change at its end (JSON), and the
-- rating range a seek asks for.
ALTER TABLE games ADD COLUMN white_player TEXT;
ALTER TABLE games ADD COLUMN black_player TEXT;
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN ratings TEXT;
ALTER TABLE games ADD COLUMN min_rating BIGINT;
ALTER TABLE games ADD COLUMN max_rating BIGINT;
CREATE INDEX games_by_white_player ON games (white_player, updated_at);
CREATE INDEX games_by_black_player ON games (black_player, updated_at);

-- The engine's eight levels are players too ("Rukh (level N)"), with a page of their own; its
-- games so far are theirs.
INSERT INTO players (id, name, name_key, kind, created_at, seen_at) VALUES
    ('engine-1', 'Rukh (level 1)', 'rukh-level-1', 'engine', 0, 0),
    ('engine-2', 'Rukh (level 2)', 'rukh-level-2', 'engine', 0, 0),
    ('engine-3', 'Rukh (level 3)', 'rukh-level-3', 'engine', 0, 0),
    ('engine-4', 'Rukh (level 4)', 'rukh-level-4', 'engine', 0, 0),
    ('engine-5', 'Rukh (level 5)', 'rukh-level-5', 'engine', 0, 0),
    ('engine-6', 'Rukh (level 6)', 'rukh-level-6', 'engine', 0, 0),
    ('engine-7', 'Rukh (level 7)', 'rukh-level-7', 'engine', 0, 0),
    ('engine-8', 'Rukh (level 8)', 'rukh-level-8', 'engine', 0, 0);
UPDATE games SET white_player = 'engine-' || engine_level
    WHERE engine_color = 'white' AND engine_level BETWEEN 1 AND 8;
UPDATE games SET black_player = 'engine-' || engine_level
    WHERE engine_color = 'black' AND engine_level BETWEEN 1 AND 8;
