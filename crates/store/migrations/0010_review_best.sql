-- The engine's best move in each reviewed position (SAN), shown beside a move it marks.
ALTER TABLE review ADD COLUMN best TEXT;
