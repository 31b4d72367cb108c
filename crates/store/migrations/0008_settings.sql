-- Settings the site's processes share, such as the key that signs a problem's line (so that the
-- defence a solver sends back is the server's own, whichever process answered it).
CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
