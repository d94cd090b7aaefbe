-- The hashes of the last blocks the watcher processed, per chain and treasury (a bounded window, pruned as
-- the cursor moves on): after a reorganisation the watcher walks them back to the newest one the chain still
-- holds and rescans only the blocks after it.
CREATE TABLE chain_watch_blocks (
  chain_id integer NOT NULL,
  treasury text NOT NULL CHECK (treasury = lower(treasury)),
  block_number bigint NOT NULL CHECK (block_number >= 0),
  block_hash text NOT NULL,
  PRIMARY KEY (chain_id, treasury, block_number)
);

-- The hash of block 0 of the chain the cursor was recorded on: when no block of the window is on the chain
-- any more, a different genesis means another chain (a devnet started from scratch), not a reorganisation.
-- NULL for a cursor saved before this migration, until the watcher's next save.
ALTER TABLE chain_watch_cursor ADD COLUMN genesis_hash text;
