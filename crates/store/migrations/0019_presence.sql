-- What each server process has open, noted every two seconds: a player's page of a game
-- ('seat:GAME:white') and a signed-in player on the site ('player:ID'), so that a process
-- judges a player present who is served by another (a claim against an absent opponent, the
-- dots of who is on the site).
CREATE TABLE presence (
    instance TEXT NOT NULL,
    what TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (instance, what)
);
CREATE INDEX presence_what ON presence (what, at);
