-- The mover's clock after each move of a game on a live clock, in milliseconds (PGN's [%clk]);
-- none for the moves of games stored before it, of games without a live clock, and of imported
-- games without [%clk] comments.
ALTER TABLE moves ADD COLUMN clock_ms BIGINT;
