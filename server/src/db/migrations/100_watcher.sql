-- The chain watcher's own tables (numbered from 100 so they never collide with the API's migrations).

-- How far the watcher has scanned, per chain and treasury: the last fully processed block and its hash
-- (the hash tells a reorganised or reset chain apart from the one scanned).
CREATE TABLE chain_watch_cursor (
  chain_id integer NOT NULL,
  treasury text NOT NULL CHECK (treasury = lower(treasury)),
  block_number bigint NOT NULL CHECK (block_number >= 0),
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, treasury)
);

-- Every transaction to the treasury the watcher judged, and what it decided: credited, or why not.
CREATE TABLE chain_payment_observations (
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  block_number bigint NOT NULL,
  from_address text NOT NULL,
  reference text NOT NULL,
  value numeric(78, 0) NOT NULL CHECK (value >= 0),
  outcome text NOT NULL CHECK (
    outcome IN ('credited', 'already-paid', 'no-match', 'underpaid', 'wrong-sender', 'expired', 'reverted')
  ),
  observed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, tx_hash)
);

CREATE INDEX chain_payment_observations_reference ON chain_payment_observations (reference);
