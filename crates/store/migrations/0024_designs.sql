-- Players' own games, made in the designer (`/design`). A design has versions: each saved
-- change is a new version, and a game in play keeps the version it began with (its variant is
-- `d-ID-vN`). `plays` counts games begun; a design reported by enough players is hidden from
-- the gallery until an operator looks at it.
CREATE TABLE designs (
    id TEXT PRIMARY KEY,
    author_id TEXT NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    -- The name in lower case, for the gallery's search.
    name_key TEXT NOT NULL,
    latest BIGINT NOT NULL,
    published BIGINT NOT NULL,
    hidden BIGINT NOT NULL DEFAULT 0,
    plays BIGINT NOT NULL DEFAULT 0,
    reports BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX designs_by_author ON designs (author_id);
CREATE INDEX designs_by_date ON designs (published, updated_at);
CREATE INDEX designs_by_plays ON designs (published, plays);
-- Each version's variant file, exactly as saved.
CREATE TABLE design_versions (
    design_id TEXT NOT NULL REFERENCES designs (id),
    version BIGINT NOT NULL,
    source TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (design_id, version)
);
-- A player's report of a design in the gallery (one for each player and design).
CREATE TABLE design_reports (
    design_id TEXT NOT NULL REFERENCES designs (id),
    player_id TEXT NOT NULL REFERENCES players (id),
    reason TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (design_id, player_id)
);
