-- Whether the user's last sign-in was signed by a contract (EIP-1271, or ERC-6492 for an account not yet
-- deployed) rather than by a key. Such an account pays through internal calls the chain watcher cannot see,
-- so orders are refused for it even while it has no code on chain yet (routes/purchase.ts).
ALTER TABLE users ADD COLUMN signs_as_contract boolean NOT NULL DEFAULT false;
