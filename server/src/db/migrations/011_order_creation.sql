-- Order creation in one call (server/src/ledger/orders.ts, README "Order cap"): the buyer's account lock, the
-- count of open orders and the insert under the cap, as one statement committed on its own. PL/pgSQL keeps
-- the plans per connection, and a volatile function's every statement takes a fresh snapshot, so the count,
-- run after the lock is granted, sees every order of this user committed before it.
-- Returns true when the order was inserted, false when the user already holds p_max_open open orders.
CREATE FUNCTION ledger_create_order(
  p_order_id TEXT, p_address TEXT, p_amount NUMERIC, p_value NUMERIC, p_pay_to TEXT, p_chain_id INTEGER,
  p_reference TEXT, p_now TIMESTAMPTZ, p_expires_at TIMESTAMPTZ, p_max_open INTEGER
) RETURNS BOOLEAN LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM FROM accounts WHERE address = p_address FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Account is missing';
  END IF;
  INSERT INTO orders (order_id, user_address, amount, value, pay_to, chain_id, reference, created_at, expires_at)
  SELECT p_order_id, p_address, p_amount, p_value, p_pay_to, p_chain_id, p_reference, p_now, p_expires_at
  WHERE (SELECT count(*) FROM orders
         WHERE user_address = p_address AND status = 'awaiting_payment' AND expires_at > p_now) < p_max_open;
  RETURN FOUND;
END
$fn$;
