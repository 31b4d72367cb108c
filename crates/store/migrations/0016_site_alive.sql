-- The site's last sign of life (milliseconds since 1970), written every few seconds by every
-- process serving it: after an outage the live clocks are not charged for the time no process
-- served the site.
CREATE TABLE site_alive (
    id BIGINT PRIMARY KEY,
    at BIGINT NOT NULL
);
