-- The core ledger: users and sign-in, mining pools and accounts, orders, commissions, claims, idempotency.
-- Amounts are integer base units (18 decimals) in NUMERIC(78,0); addresses are lower-case hex.

CREATE TABLE users (
  address TEXT PRIMARY KEY CHECK (address ~ '^0x[0-9a-f]{40}$'),
  invite_code TEXT NOT NULL UNIQUE,
  inviter TEXT REFERENCES users (address) CHECK (inviter IS NULL OR inviter <> address),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX users_inviter_idx ON users (inviter);

CREATE TABLE sign_in_nonces (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL,
  nonce TEXT NOT NULL UNIQUE,
  message TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX sign_in_nonces_address_idx ON sign_in_nonces (address, id DESC);
CREATE INDEX sign_in_nonces_unused_idx ON sign_in_nonces (expires_at) WHERE used_at IS NULL;

CREATE TABLE sessions (
  jti TEXT PRIMARY KEY,
  address TEXT NOT NULL REFERENCES users (address),
  chain_id INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_address_idx ON sessions (address);

CREATE TABLE mining_pools (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  daily_emission NUMERIC(78, 0) NOT NULL CHECK (daily_emission >= 0),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  total_power NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (total_power >= 0),
  acc_per_power NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (acc_per_power >= 0),
  acc_carry NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (acc_carry >= 0),
  acc_updated_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

-- One row per user: every balance the ledger moves, locked FOR UPDATE by each money-moving transaction.
CREATE TABLE accounts (
  address TEXT PRIMARY KEY REFERENCES users (address),
  pool_id TEXT NOT NULL REFERENCES mining_pools (id),
  power NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (power >= 0),
  acc_snapshot NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (acc_snapshot >= 0),
  mining_accrued_scaled NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (mining_accrued_scaled >= 0),
  mining_claimed NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (mining_claimed >= 0),
  last_claim_at TIMESTAMPTZ,
  spec_collected NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (spec_collected >= 0),
  spec_last_collect_at TIMESTAMPTZ,
  commission_earned NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (commission_earned >= 0),
  commission_claimed NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (commission_claimed >= 0),
  purchased NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (purchased >= 0),
  pass_since TIMESTAMPTZ,
  CHECK (commission_claimed <= commission_earned)
);
CREATE INDEX accounts_pool_power_idx ON accounts (pool_id) WHERE power > 0;

-- Status 'expired' is computed from expires_at when read; a payment within the grace period still credits.
CREATE TABLE orders (
  order_id TEXT PRIMARY KEY,
  user_address TEXT NOT NULL REFERENCES users (address),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  value NUMERIC(78, 0) NOT NULL CHECK (value > 0),
  pay_to TEXT NOT NULL,
  chain_id INTEGER NOT NULL,
  reference TEXT NOT NULL UNIQUE CHECK (reference ~ '^0x[0-9a-f]+$'),
  status TEXT NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment', 'paid')),
  tx_hash TEXT UNIQUE CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  block_number NUMERIC(78, 0),
  paid_value NUMERIC(78, 0),
  created_at TIMESTAMPTZ NOT NULL,
  paid_at TIMESTAMPTZ,
  expires_at TIMESTAMPTZ NOT NULL,
  CHECK ((status = 'paid') = (tx_hash IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE INDEX orders_user_idx ON orders (user_address, created_at DESC);

CREATE TABLE commissions (
  id BIGSERIAL PRIMARY KEY,
  beneficiary TEXT NOT NULL REFERENCES users (address),
  from_address TEXT NOT NULL REFERENCES users (address),
  level SMALLINT NOT NULL CHECK (level IN (1, 2)),
  order_id TEXT NOT NULL REFERENCES orders (order_id),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount >= 0),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (order_id, level)
);
CREATE INDEX commissions_beneficiary_idx ON commissions (beneficiary, id DESC);

CREATE TABLE commission_claims (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL REFERENCES users (address),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount >= 0),
  now_ms BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX commission_claims_address_idx ON commission_claims (address, id DESC);

CREATE TABLE mining_claims (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL REFERENCES users (address),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount >= 0),
  now_ms BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX mining_claims_address_idx ON mining_claims (address, id DESC);

CREATE TABLE spec_collections (
  id BIGSERIAL PRIMARY KEY,
  address TEXT NOT NULL REFERENCES users (address),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount >= 0),
  now_ms BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX spec_collections_address_idx ON spec_collections (address, id DESC);

-- The first response to (user, endpoint, now), replayed for any repeat. Inserted first, in the same
-- transaction as the business write, so concurrent repeats wait for the first and then read its answer.
CREATE TABLE idempotency_keys (
  address TEXT NOT NULL REFERENCES users (address),
  endpoint TEXT NOT NULL,
  now_ms BIGINT NOT NULL,
  status SMALLINT,
  body TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (address, endpoint, now_ms)
);
