-- A challenge: an open game (its id) made for one named player, who accepts it (takes the
-- empty seat) or declines it with a reason; the challenger may cancel it while it waits.
CREATE TABLE challenges (
    id TEXT PRIMARY KEY,
    challenger TEXT NOT NULL,
    challenged TEXT NOT NULL,
    -- pending, accepted, declined, cancelled
    status TEXT NOT NULL DEFAULT 'pending',
    -- A declined challenge's reason (a word of the site's list: later, tooFast, ...).
    reason TEXT,
    created_at BIGINT NOT NULL,
    answered_at BIGINT
);
CREATE INDEX challenges_challenged ON challenges (challenged, status);
CREATE INDEX challenges_challenger ON challenges (challenger, status);
-- Who follows whom: to see who is online and playing, and to watch their games.
CREATE TABLE follows (
    follower TEXT NOT NULL,
    followed TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (follower, followed)
);
CREATE INDEX follows_followed ON follows (followed);
