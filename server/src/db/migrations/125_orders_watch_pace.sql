-- The chain watcher asks at every tick whether a payment is likely (chain/open-orders.ts, paymentLikely): an
-- order awaiting payment whose deadline has not long passed, or one paid in the last minutes. These keep that
-- read to the few recent orders however many the table holds (orders awaiting payment stay so after expiry).
CREATE INDEX orders_awaiting_expiry_idx ON orders (expires_at) WHERE status = 'awaiting_payment';
CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE status = 'paid';
