import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { runRetention } from './retention';

const alice = anvilAccount(1);
const DAY = 86_400_000;

describe.each(databaseKinds)('retention on %s', (kind) => {
  const h = useHarness(kind);
  const count = async (sql: string) =>
    (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`)).rows[0]?.n;

  it('deletes spent keys, nonces, sessions and old credited observations, and keeps the rest', async () => {
    const { token } = await h.signIn(alice);
    await h.request('POST', '/api/v1/mining/claim', { token, body: { now: h.clock.now } });
    const observe = (tx: string, outcome: string, at: number) =>
      h.db.query(
        `INSERT INTO chain_payment_observations
           (chain_id, tx_hash, payment_index, block_number, from_address, reference, value, outcome, observed_at)
         VALUES (31337, $1, 0, 1, $2, '0x01', 1, $3, $4)`,
        [tx, alice.address.toLowerCase(), outcome, new Date(at)],
      );
    await observe('0xold-credited', 'credited', h.clock.now - 100 * DAY);
    await observe('0xold-underpaid', 'underpaid', h.clock.now - 100 * DAY);
    await observe('0xnew-credited', 'credited', h.clock.now);
    const claimsBefore = await count('FROM mining_claims');

    const soon = await runRetention(h.db, {
      now: new Date(h.clock.now + DAY / 2),
      observationRetentionMs: 90 * DAY,
    });
    expect(soon).toMatchObject({
      idempotency_keys: 0,
      sign_in_nonces: 0,
      sessions: 0,
      chain_payment_observations: 1,
    });

    const later = await runRetention(h.db, {
      now: new Date(h.clock.now + 2 * DAY),
      observationRetentionMs: 90 * DAY,
    });
    expect(later).toMatchObject({ idempotency_keys: 1, sign_in_nonces: 1, sessions: 1 });
    expect(await count('FROM idempotency_keys')).toBe(0);
    expect(await count('FROM sessions')).toBe(0);
    expect(await count('FROM mining_claims')).toBe(claimsBefore);
    expect(await count('FROM users')).toBe(1);
    const { rows } = await h.db.query<{ tx_hash: string }>(
      'SELECT tx_hash FROM chain_payment_observations ORDER BY tx_hash',
    );
    expect(rows.map((r) => r.tx_hash)).toEqual(['0xnew-credited', '0xold-underpaid']);
  });
});
