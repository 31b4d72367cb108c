-- Games, their moves and their chat. Written for both SQLite and PostgreSQL.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    rules TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    status TEXT NOT NULL,
    result TEXT,
    termination TEXT,
    description TEXT,
    white_name TEXT,
    black_name TEXT,
    white_token TEXT,
    black_token TEXT,
    invite_token TEXT,
    engine_color TEXT,
    engine_level BIGINT NOT NULL,
    clock_kind TEXT NOT NULL,
    initial_ms BIGINT NOT NULL,
    increment_ms BIGINT NOT NULL,
    days_per_move BIGINT NOT NULL,
    white_ms BIGINT NOT NULL,
    black_ms BIGINT NOT NULL,
    turn_started_at BIGINT NOT NULL,
    draw_offer TEXT,
    takeback_offer TEXT,
    ply BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX games_by_status ON games (status, updated_at);

CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    coord TEXT NOT NULL,
    san TEXT NOT NULL,
    courier TEXT NOT NULL,
    played_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE chat (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    author TEXT NOT NULL,
    body TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
