-- Token buckets every process shares: the sign-in limits (per client network, per name and
-- network, per name), so that several processes behind a balancer do not multiply them.
CREATE TABLE limit_buckets (
    key TEXT PRIMARY KEY,
    tokens DOUBLE PRECISION NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX limit_buckets_by_time ON limit_buckets (at);
