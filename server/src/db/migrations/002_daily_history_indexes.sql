-- The daily charts (GET /me/mining-history, /me/commission-daily) read one user's rows of the last days by time:
-- these let them range-scan (user, time) instead of reading the user's whole history.
CREATE INDEX mining_claims_address_time_idx ON mining_claims (address, created_at);
CREATE INDEX spec_collections_address_time_idx ON spec_collections (address, created_at);
CREATE INDEX commissions_beneficiary_time_idx ON commissions (beneficiary, created_at);
CREATE INDEX orders_user_paid_idx ON orders (user_address, paid_at) WHERE status = 'paid';
