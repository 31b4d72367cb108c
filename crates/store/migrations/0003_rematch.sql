-- The game a finished game's players went on to (a rematch), if any.
ALTER TABLE games ADD COLUMN rematch TEXT;
