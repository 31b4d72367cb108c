-- Open seeks: a game anyone in the lobby may accept (1), or one for a friend with the link (0).
ALTER TABLE games ADD COLUMN seek BIGINT NOT NULL DEFAULT 0;
