-- An account's preferences (theme, pieces, board colours, coordinates, sound, move
-- confirmation in correspondence games), as the pages keep them: a JSON object of short words.
ALTER TABLE players ADD COLUMN prefs TEXT NOT NULL DEFAULT '{}';
