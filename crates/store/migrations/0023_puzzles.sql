-- The puzzle trainer. The puzzles themselves ship with the site (their positions and lines are
-- read from its files); the database keeps what players make of them.
--
-- A puzzle's Glicko-2 rating, once a player's result has moved it (before that, its starting
-- rating), how often it was tried and solved at the first try, and its votes.
CREATE TABLE puzzle_ratings (
    puzzle_id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    plays BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    up BIGINT NOT NULL,
    down BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
-- A player's puzzle rating, one for each game.
CREATE TABLE puzzle_player_ratings (
    player_id TEXT NOT NULL REFERENCES players (id),
    variant TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, variant)
);
-- A player's rated try at a puzzle: one for each player and puzzle, with the ratings before and
-- after; `net` is a digest of the client's network, and `counted` says whether the try moved the
-- puzzle's rating (a puzzle's rating moves once for each network); `vote` is +1, -1 or 0.
CREATE TABLE puzzle_rounds (
    player_id TEXT NOT NULL REFERENCES players (id),
    puzzle_id TEXT NOT NULL,
    variant TEXT NOT NULL,
    solved BIGINT NOT NULL,
    at BIGINT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating_after DOUBLE PRECISION NOT NULL,
    net TEXT NOT NULL,
    counted BIGINT NOT NULL,
    vote BIGINT NOT NULL,
    PRIMARY KEY (player_id, puzzle_id)
);
CREATE INDEX puzzle_rounds_by_player ON puzzle_rounds (player_id, at);
CREATE INDEX puzzle_rounds_by_net ON puzzle_rounds (puzzle_id, net);
