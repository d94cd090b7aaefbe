-- A refund transaction closes one payment: the same hash recorded for two payments would mark money as sent
-- back twice while it was sent once. (Fails, rather than guessing, if a database already holds such a pair:
-- the operator resolves it by hand.)
CREATE UNIQUE INDEX order_payments_refund_tx_unique ON order_payments (refund_tx_hash)
  WHERE refund_tx_hash IS NOT NULL;
