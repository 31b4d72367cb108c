-- Games brought in from files (PGN, Game Courier logs): where they came from; NULL for games
-- played here.
ALTER TABLE games ADD COLUMN imported TEXT;

-- A finished game's review: the engine's score of every ply, from White's side, in centipawns
-- (a win found: plus or minus 10000 less the plies to it).
CREATE TABLE review (
    game_id TEXT NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    cp INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
