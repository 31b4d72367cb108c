-- Tournaments: arenas (players paired again as soon as their game ends, for a set time) and, to
-- come, Swiss events. Scores are not stored: they are read from the games, so a restart in the
-- middle of a tournament loses nothing.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- arena
    kind TEXT NOT NULL,
    variant TEXT NOT NULL,
    initial_ms BIGINT NOT NULL,
    increment_ms BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    -- The account that made it (NULL: the operator).
    created_by TEXT REFERENCES players (id),
    created_at BIGINT NOT NULL,
    -- Which server process pairs it, and until when (another takes over after).
    pairer TEXT,
    pairer_until BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_by_end ON tournaments (ends_at);

CREATE TABLE tournament_players (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    player_id TEXT NOT NULL REFERENCES players (id),
    joined_at BIGINT NOT NULL,
    -- 1: left (not paired until they join again).
    withdrawn BIGINT NOT NULL DEFAULT 0,
    -- When their tournament page last said they are there (only players there are paired).
    seen_at BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
);

CREATE TABLE tournament_games (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    white_player TEXT NOT NULL,
    black_player TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX tournament_games_by_tournament ON tournament_games (tournament_id, created_at);
