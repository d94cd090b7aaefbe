import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);

/**
 * What a sign-in writes, from server/README.md ("creates the user and opens the session in one transaction",
 * tables users, accounts, sessions: one row per token `jti`), api-contract.md 5 (the token names one server-side
 * session, valid 1 hour), security.md 1.6 (session bound to the lower-cased address and the chain) and
 * migration 140 (users.signs_as_contract: whether the user's last sign-in was signed by a contract).
 */
describe.each(databaseKinds)('what a sign-in records on %s', (kind) => {
  const h = useHarness(kind);

  it("opens one session row for the token's jti, bound to the lower-case address and chain, expiring with the token", async () => {
    const { token, data } = await h.signIn(alice);
    const [, payload = ''] = token.split('.');
    const { jti, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      jti: string;
      exp: number;
    };
    const { rows } = await h.db.query<{
      jti: string;
      address: string;
      chain_id: number;
      created_at: Date;
      expires_at: Date;
    }>('SELECT jti, address, chain_id, created_at, expires_at FROM sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jti, address: alice.address.toLowerCase(), chain_id: 31337 });
    expect(rows[0]?.created_at.getTime()).toBe(Date.parse('2026-01-01T00:00:00.000Z'));
    expect(rows[0]?.expires_at.getTime()).toBe(exp * 1000);
    expect(Date.parse(data.expiresAt)).toBe(exp * 1000);
  });

  it('creates the user and their account in the default pool once, on the first sign-in', async () => {
    await h.signIn(alice);
    await h.signIn(alice);
    const users = await h.db.query<{ address: string }>('SELECT address FROM users');
    expect(users.rows).toEqual([{ address: alice.address.toLowerCase() }]);
    const accounts = await h.db.query<{ address: string; pool_id: string }>(
      'SELECT address, pool_id FROM accounts',
    );
    expect(accounts.rows).toEqual([{ address: alice.address.toLowerCase(), pool_id: h.config.pool.id }]);
  });

  it('records whether the last sign-in was signed by a contract or by a key', async () => {
    const signsAsContract = async (address: string) =>
      (
        await h.db.query<{ signs_as_contract: boolean }>(
          'SELECT signs_as_contract FROM users WHERE address = $1',
          [address.toLowerCase()],
        )
      ).rows[0]?.signs_as_contract;
    await h.signIn(alice);
    expect(await signsAsContract(alice.address)).toBe(false);
    const wallet = privateKeyToAccount(`0x${'42'.repeat(32)}`);
    h.contractWallets.set(wallet.address.toLowerCase(), alice.address);
    const code = await h.request('POST', '/api/v1/client-user/get-code', {
      body: { address: wallet.address },
    });
    const signature = await alice.signMessage({ message: code.body.data.message });
    const res = await h.request('POST', '/api/v1/client-user/challenge', {
      body: { signature, address: wallet.address },
    });
    expect(res.status).toBe(200);
    expect(await signsAsContract(wallet.address)).toBe(true);
    // The same address signing with its own key next time (an EIP-7702 account, say) is a key signer again.
    await h.signIn(wallet);
    expect(await signsAsContract(wallet.address)).toBe(false);
  });
});
