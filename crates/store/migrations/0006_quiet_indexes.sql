-- A move changes a game's updated_at; an index on it rewrote two of its pages with every move
-- of every game. Games in progress are listed by when they began (which never changes), finished
-- games by when they ended, in an index that only a game's end writes.
DROP INDEX games_by_status;
CREATE INDEX games_by_status ON games (status, created_at);
CREATE INDEX games_finished ON games (updated_at) WHERE status = 'finished';
