-- Names that look alike: each account's name's skeleton (Unicode's confusables, UTS #39), so a
-- new name (an account's, an anonymous player's) like an existing account's is refused. Filled
-- for earlier accounts when the store opens (`Db::fill_name_skeletons`).
ALTER TABLE players ADD COLUMN name_skeleton TEXT;
CREATE INDEX players_by_skeleton ON players (name_skeleton);
