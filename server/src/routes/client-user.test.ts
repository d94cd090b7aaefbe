import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const carol = anvilAccount(3);
const GET_CODE = '/api/v1/client-user/get-code';
const CHALLENGE = '/api/v1/client-user/challenge';

describe.each(databaseKinds)('sign-in on %s', (kind) => {
  const h = useHarness(kind);

  const count = async (table: string) =>
    (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
  const getCode = async (address: string = alice.address) => {
    const res = await h.request('POST', GET_CODE, { body: { address } });
    expect(res.status).toBe(200);
    return res.body.data as { nonce: string; message: string; expiresAt: string };
  };
  const expectRejectedWithoutSession = async (body: unknown, status = 401) => {
    const res = await h.request('POST', CHALLENGE, { body });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: status, data: null });
    expect(await count('sessions')).toBe(0);
    expect(await count('users')).toBe(0);
    return res;
  };

  it('get-code returns a single-use EIP-4361 message bound to this deployment', async () => {
    const code = await getCode(alice.address.toLowerCase());
    expect(code.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(code.message).toContain('127.0.0.1:8080 wants you to sign in with your Ethereum account:');
    expect(code.message).toContain(`\n${alice.address}\n`);
    expect(code.message).toContain('Sign in to DGrid.');
    expect(code.message).toContain('URI: http://127.0.0.1:8080');
    expect(code.message).toContain('Chain ID: 31337');
    expect(code.message).toContain(`Nonce: ${code.nonce}`);
    expect(Date.parse(code.expiresAt) - h.clock.now).toBe(5 * 60_000);
    expect((await getCode()).nonce).not.toBe(code.nonce);
  });

  it('challenge signs in, creates the user with an invite code and returns a working token', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const res = await h.request('POST', CHALLENGE, { body: { signature, address: alice.address } });
    expect(res.status).toBe(200);
    const { token, expiresAt, user } = res.body.data;
    expect(token.split('.')).toHaveLength(3);
    expect(Date.parse(expiresAt) - h.clock.now).toBe(60 * 60_000);
    expect(user).toMatchObject({
      address: alice.address,
      inviter: null,
      pass: { holder: false, since: null },
    });
    expect(user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const me = await h.request('GET', '/api/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.address).toBe(alice.address);
  });

  it('a second sign-in keeps the user and the first inviter binding', async () => {
    const { data: a } = await h.signIn(alice);
    const { data: b } = await h.signIn(bob, a.user.inviteCode.toLowerCase());
    expect(b.user.inviter).toBe(alice.address);
    const { data: c } = await h.signIn(carol);
    const again = await h.signIn(bob, c.user.inviteCode);
    expect(again.data.user).toMatchObject({ inviter: alice.address, inviteCode: b.user.inviteCode });
  });

  it('ignores an unknown invite code and never binds a user to their own code', async () => {
    const { data } = await h.signIn(alice, 'NOSUCHCODE');
    expect(data.user.inviter).toBeNull();
    const again = await h.signIn(alice, data.user.inviteCode);
    expect(again.data.user.inviter).toBeNull();
  });

  it('rejects a replayed signature: the nonce is consumed', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const body = { signature, address: alice.address };
    expect((await h.request('POST', CHALLENGE, { body })).status).toBe(200);
    const replay = await h.request('POST', CHALLENGE, { body });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 401, error: 'Sign-in failed', data: null });
    expect(await count('sessions')).toBe(1);
  });

  it('rejects a signature over an expired message', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    h.clock.advance(5 * 60_000 + 1);
    await expectRejectedWithoutSession({ signature, address: alice.address });
  });

  it('accepts only the latest message issued to the address', async () => {
    const first = await getCode();
    await getCode();
    const signature = await alice.signMessage({ message: first.message });
    await expectRejectedWithoutSession({ signature, address: alice.address });
  });

  it.each([
    ['domain', (m: string) => m.replace('127.0.0.1:8080 wants', 'evil.example wants')],
    ['uri', (m: string) => m.replace('URI: http://127.0.0.1:8080', 'URI: https://evil.example')],
    ['chain id', (m: string) => m.replace('Chain ID: 31337', 'Chain ID: 1')],
    ['statement', (m: string) => m.replace('Sign in to DGrid.', 'Sign in to Evil.')],
  ])('rejects a signature over a message with another %s', async (_field, tamper) => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: tamper(code.message) });
    await expectRejectedWithoutSession({ signature, address: alice.address });
  });

  it('rejects a message issued under another domain, uri or chain once the deployment changed', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    h.reconfigure({ PUBLIC_ORIGIN: 'https://app.dgrid.example' });
    await expectRejectedWithoutSession({ signature, address: alice.address });
    h.reconfigure({ CHAIN: 'bsc-testnet' });
    await expectRejectedWithoutSession({ signature, address: alice.address });
  });

  it('rejects a signature by another key, or for another address', async () => {
    const code = await getCode();
    const forged = await bob.signMessage({ message: code.message });
    await expectRejectedWithoutSession({ signature: forged, address: alice.address });
    const signature = await alice.signMessage({ message: code.message });
    await expectRejectedWithoutSession({ signature, address: bob.address });
    // The pending nonce survived the failures: the real signature still works.
    expect((await h.request('POST', CHALLENGE, { body: { signature, address: alice.address } })).status).toBe(
      200,
    );
  });

  it('rejects a well-formed but invalid signature with 401 and malformed input with 400', async () => {
    await getCode();
    await expectRejectedWithoutSession({ signature: `0x${'11'.repeat(65)}`, address: alice.address });
    await expectRejectedWithoutSession({ signature: '0x1234', address: alice.address }, 400);
    await expectRejectedWithoutSession({ signature: `0x${'zz'.repeat(65)}`, address: alice.address }, 400);
    await expectRejectedWithoutSession({ address: alice.address }, 400);
    await expectRejectedWithoutSession({ signature: `0x${'11'.repeat(65)}` }, 400);
    await expectRejectedWithoutSession({ signature: `0x${'11'.repeat(65)}`, address: '0x12' }, 400);
    const extra = await expectRejectedWithoutSession(
      { signature: `0x${'11'.repeat(65)}`, address: alice.address, role: 'admin' },
      400,
    );
    expect(extra.body.details).toEqual([expect.objectContaining({ field: 'role' })]);
  });

  it('rejects a challenge when no message was issued', async () => {
    const signature = await alice.signMessage({ message: 'anything' });
    await expectRejectedWithoutSession({ signature, address: alice.address });
  });

  it('get-code validates its body', async () => {
    for (const body of [{}, { address: 'nope' }, { address: alice.address, extra: 1 }, [alice.address]]) {
      const res = await h.request('POST', GET_CODE, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, error: 'Invalid request', data: null });
    }
    const malformed = await h.request('POST', GET_CODE, { body: '{"address":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 400, data: null });
  });

  it('signs in a contract wallet through the chain (EIP-1271), not by key recovery alone', async () => {
    const wallet = privateKeyToAccount(`0x${'42'.repeat(32)}`).address;
    h.contractWallets.set(wallet.toLowerCase(), alice.address);
    const code = await getCode(wallet);
    const signature = await alice.signMessage({ message: code.message });
    const res = await h.request('POST', CHALLENGE, { body: { signature, address: wallet } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.address).toBe(wallet);
    const other = await getCode(wallet);
    const byStranger = await bob.signMessage({ message: other.message });
    expect(
      (await h.request('POST', CHALLENGE, { body: { signature: byStranger, address: wallet } })).status,
    ).toBe(401);
  });

  it('rate-limits get-code per address and per IP with 429 and retry-after', async () => {
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_ADDRESS: '2', RATE_LIMIT_GET_CODE_PER_IP: '3' });
    await getCode(alice.address);
    await getCode(alice.address);
    const limited = await h.request('POST', GET_CODE, { body: { address: alice.address } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.body).toMatchObject({ code: 429, data: null });
    const perIp = await h.request('POST', GET_CODE, { body: { address: bob.address } });
    expect(perIp.status).toBe(429);
    h.clock.advance(60_000);
    expect((await h.request('POST', GET_CODE, { body: { address: alice.address } })).status).toBe(200);
  });

  it('rate-limits challenge per address', async () => {
    h.reconfigure({ RATE_LIMIT_CHALLENGE_PER_ADDRESS: '1' });
    const body = { signature: `0x${'11'.repeat(65)}`, address: alice.address };
    expect((await h.request('POST', CHALLENGE, { body })).status).toBe(401);
    const limited = await h.request('POST', CHALLENGE, { body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
