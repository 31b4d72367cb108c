-- Swiss tournaments, berserk, entry conditions and the operator's schedules.

-- Swiss: the number of rounds and the pause between the end of a round's last game and the next
-- round (0 for arenas). A Swiss's ends_at is far ahead until its last round ends.
ALTER TABLE tournaments ADD COLUMN rounds BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN round_gap_ms BIGINT NOT NULL DEFAULT 0;
-- Correspondence (a Swiss of days a move): the days; 0 for a live clock.
ALTER TABLE tournaments ADD COLUMN days_per_move BIGINT NOT NULL DEFAULT 0;
-- Who may join: a rating range (in the tournament's game and speed), a password's Argon2id
-- hash for a private one, and whether bot accounts may (they may join only events for bots).
ALTER TABLE tournaments ADD COLUMN min_rating BIGINT;
ALTER TABLE tournaments ADD COLUMN max_rating BIGINT;
ALTER TABLE tournaments ADD COLUMN password_hash TEXT;
ALTER TABLE tournaments ADD COLUMN bots BIGINT NOT NULL DEFAULT 0;
-- The schedule it was made from, if any.
ALTER TABLE tournaments ADD COLUMN schedule_id TEXT;
CREATE UNIQUE INDEX tournaments_by_schedule ON tournaments (schedule_id, starts_at);

-- The rating a player had when they joined: a Swiss's pairing numbers follow it.
ALTER TABLE tournament_players ADD COLUMN seed DOUBLE PRECISION NOT NULL DEFAULT 0;

-- A Swiss game's round (0 in arenas); whether each side went berserk (arenas).
ALTER TABLE tournament_games ADD COLUMN round BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournament_games ADD COLUMN white_berserk BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournament_games ADD COLUMN black_berserk BIGINT NOT NULL DEFAULT 0;

-- A Swiss's rounds as they were paired; the row is written with the round's pairings and bye,
-- so that a round is paired once.
CREATE TABLE tournament_rounds (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    round BIGINT NOT NULL,
    paired_at BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, round)
);

-- A Swiss round's pairings, written with the round in one transaction before any game is made:
-- a board's game is made afterwards (again after a restart, if the process stopped between).
CREATE TABLE tournament_pairings (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    round BIGINT NOT NULL,
    board BIGINT NOT NULL,
    white_player TEXT NOT NULL REFERENCES players (id),
    black_player TEXT NOT NULL REFERENCES players (id),
    game_id TEXT,
    PRIMARY KEY (tournament_id, round, board)
);

-- Byes: a point without a game (the pairing's odd player out).
CREATE TABLE tournament_byes (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id),
    round BIGINT NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    PRIMARY KEY (tournament_id, round, player_id)
);

-- Tournaments the operator runs again and again (`rukh tournaments schedule`): the server makes
-- each one ahead of its start.
CREATE TABLE tournament_schedules (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    variant TEXT NOT NULL,
    initial_ms BIGINT NOT NULL,
    increment_ms BIGINT NOT NULL,
    days_per_move BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    -- An arena's length; a Swiss's rounds and pause between them.
    length_ms BIGINT NOT NULL,
    rounds BIGINT NOT NULL,
    round_gap_ms BIGINT NOT NULL,
    bots BIGINT NOT NULL,
    -- The first start and the time between starts.
    first_at BIGINT NOT NULL,
    every_ms BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
