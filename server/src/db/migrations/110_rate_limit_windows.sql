-- Rate-limit counters shared by every API instance on one PostgreSQL (server/src/http/rate-limit.ts): one
-- fixed window per key ("<rule>:<client network or user>"), counted and reset by one upsert. Rows of ended
-- windows are swept by the instances; PGlite (one process) counts in memory and leaves this table empty.
CREATE TABLE rate_limit_windows (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL CHECK (count > 0),
  reset_at BIGINT NOT NULL
);
CREATE INDEX rate_limit_windows_reset_idx ON rate_limit_windows (reset_at);
