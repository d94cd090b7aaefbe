-- Every payment the chain watcher hands to the ledger, counted toward an order or not, written in the same
-- transaction as the ledger's decision (credit-paid-order.ts). Payments toward one order add up: an order is
-- paid once the payments from its owner mined in time reach its value. Whatever was not counted, or exceeds
-- the order's value, is owed back to the sender until the operator records a refund (refund_tx_hash).
CREATE TABLE order_payments (
  tx_hash text PRIMARY KEY CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  chain_id integer NOT NULL,
  -- NULL when no order on this chain has the reference the transaction carried.
  order_id text REFERENCES orders (order_id),
  reference text NOT NULL,
  from_address text NOT NULL CHECK (from_address ~ '^0x[0-9a-f]{40}$'),
  value numeric(78, 0) NOT NULL CHECK (value >= 0),
  block_number numeric(78, 0) NOT NULL,
  block_time timestamptz NOT NULL,
  -- credited: completed the order; underpaid: counted toward an order still short of its value;
  -- wrong-sender, expired (mined after expiry plus grace), already-paid, no-match: not counted.
  outcome text NOT NULL CHECK (
    outcome IN ('credited', 'underpaid', 'wrong-sender', 'expired', 'already-paid', 'no-match')
  ),
  recorded_at timestamptz NOT NULL,
  refund_tx_hash text CHECK (refund_tx_hash ~ '^0x[0-9a-f]{64}$'),
  refunded_at timestamptz,
  CHECK ((refund_tx_hash IS NULL) = (refunded_at IS NULL)),
  CHECK ((order_id IS NULL) = (outcome = 'no-match'))
);

CREATE INDEX order_payments_order_idx ON order_payments (order_id);
CREATE INDEX order_payments_unrefunded_idx ON order_payments (recorded_at) WHERE refund_tx_hash IS NULL;
