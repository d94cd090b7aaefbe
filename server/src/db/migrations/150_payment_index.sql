-- One transaction can call the payment contract's `pay` more than once (a smart account's batch paying two
-- orders, or one order twice): each `Paid` event is a payment of its own. Payments were keyed by transaction
-- hash, so every event of a transaction after the first was dropped unjudged. They are now keyed by
-- (transaction hash, payment_index): payment_index is the event's position among its transaction's `Paid`
-- events, 0 for the first. Not the node's `logIndex`, which counts every log of the block: a reorganisation that
-- re-includes the transaction elsewhere changes that, and the payment would be judged again as another one;
-- its position within its own transaction stays.
--
-- Rows recorded before this migration get 0: the watcher judged only the first `Paid` event of a transaction
-- (orders paid before migration 130 were plain transfers, one payment per transaction), so 0 is exactly the
-- event each of them records. A rescan of such a transaction finds them under (hash, 0) and judges the events
-- after the first, which were never recorded, on their own.

ALTER TABLE order_payments ADD COLUMN payment_index integer NOT NULL DEFAULT 0 CHECK (payment_index >= 0);
ALTER TABLE order_payments ALTER COLUMN payment_index DROP DEFAULT;
ALTER TABLE order_payments DROP CONSTRAINT order_payments_pkey;
ALTER TABLE order_payments ADD PRIMARY KEY (tx_hash, payment_index);

ALTER TABLE chain_payment_observations
  ADD COLUMN payment_index integer NOT NULL DEFAULT 0 CHECK (payment_index >= 0);
ALTER TABLE chain_payment_observations ALTER COLUMN payment_index DROP DEFAULT;
ALTER TABLE chain_payment_observations DROP CONSTRAINT chain_payment_observations_pkey;
ALTER TABLE chain_payment_observations ADD PRIMARY KEY (chain_id, tx_hash, payment_index);

-- The payment that completed a paid order: (tx_hash, payment_index), unique, so one event never pays two
-- orders while one transaction can pay several.
ALTER TABLE orders ADD COLUMN payment_index integer CHECK (payment_index >= 0);
UPDATE orders SET payment_index = 0 WHERE tx_hash IS NOT NULL;
ALTER TABLE orders ADD CHECK ((tx_hash IS NULL) = (payment_index IS NULL));
ALTER TABLE orders DROP CONSTRAINT orders_tx_hash_key;
ALTER TABLE orders ADD CONSTRAINT orders_payment_key UNIQUE (tx_hash, payment_index);
