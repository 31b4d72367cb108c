-- A game's chat has two rooms: its players' ('players', every line before this) and its
-- spectators' ('spectators'), each read only by its own.
ALTER TABLE chat ADD COLUMN room TEXT NOT NULL DEFAULT 'players';
