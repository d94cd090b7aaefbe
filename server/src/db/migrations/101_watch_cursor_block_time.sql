-- The timestamp of the cursor block: every block up to it has been judged, so no payment mined at or before
-- this time can still credit an order. The purchase history reports an unpaid order `expired` only once this
-- has passed the order's last creditable moment. NULL for a cursor saved before this migration, until the
-- watcher's next pass fills it in.
ALTER TABLE chain_watch_cursor ADD COLUMN block_time timestamptz;
