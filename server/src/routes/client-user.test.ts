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

  it('get-code returns an EIP-4361 message bound to this deployment, the same for a whole minute', async () => {
    const code = await getCode(alice.address.toLowerCase());
    expect(code.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(code.message).toContain('127.0.0.1:8080 wants you to sign in with your Ethereum account:');
    expect(code.message).toContain(`\n${alice.address}\n`);
    expect(code.message).toContain('Sign in to DGrid.');
    expect(code.message).toContain('URI: http://127.0.0.1:8080');
    expect(code.message).toContain('Chain ID: 31337');
    expect(code.message).toContain(`Nonce: ${code.nonce}`);
    // T0 starts a minute: issued then, valid 5 minutes from then.
    expect(code.message).toContain('Issued At: 2026-01-01T00:00:00.000Z');
    expect(code.message).toContain('Expiration Time: 2026-01-01T00:05:00.000Z');
    expect(Date.parse(code.expiresAt) - h.clock.now).toBe(5 * 60_000);
    h.clock.advance(59_999);
    expect(await getCode()).toEqual(code);
    h.clock.advance(1);
    const next = await getCode();
    expect(next.nonce).not.toBe(code.nonce);
    expect(next.message).toContain('Issued At: 2026-01-01T00:01:00.000Z');
    expect(next.expiresAt).toBe('2026-01-01T00:06:00.000Z');
    expect((await getCode(bob.address)).nonce).not.toBe(next.nonce);
  });

  it("signs in with exactly the spec's body {signature, address}: the server finds the message itself", async () => {
    const code = await getCode();
    h.clock.advance(3 * 60_000);
    const signature = await alice.signMessage({ message: code.message });
    const res = await h.request('POST', CHALLENGE, { body: { signature, address: alice.address } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ address: alice.address, inviter: null });
    const me = await h.request('GET', '/api/v1/me', { token: res.body.data.token });
    expect(me.body.data.address).toBe(alice.address);
  });

  it("signs in with exactly the spec's body {signature, address, inviteCode} and binds the inviter", async () => {
    const { data: inviter } = await h.signIn(bob);
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const res = await h.request('POST', CHALLENGE, {
      body: { signature, address: alice.address, inviteCode: inviter.user.inviteCode },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ address: alice.address, inviter: bob.address });
  });

  it('refuses a replay of the spec body, and a sign-in again within the minute gets a fresh message', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const body = { signature, address: alice.address };
    expect((await h.request('POST', CHALLENGE, { body })).status).toBe(200);
    const replay = await h.request('POST', CHALLENGE, { body });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 401, error: 'Sign-in failed', data: null });
    expect(await count('sessions')).toBe(1);
    // Signed out and back within the same minute: get-code moves past the used nonce.
    const again = await getCode();
    expect(again.nonce).not.toBe(code.nonce);
    const resigned = await alice.signMessage({ message: again.message });
    expect(
      (await h.request('POST', CHALLENGE, { body: { signature: resigned, address: alice.address } })).status,
    ).toBe(200);
    expect(await count('sessions')).toBe(2);
  });

  it('two requests racing with one signature open one session: the nonce is used once', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const body = { signature, address: alice.address };
    const statuses = await Promise.all([1, 2, 3].map(() => h.request('POST', CHALLENGE, { body })));
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 401, 401]);
    expect(await count('sessions')).toBe(1);
  });

  it('takes a signature until its message expires 5 minutes after issue, and refuses it from then on', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const bobs = await getCode(bob.address);
    const bobSignature = await bob.signMessage({ message: bobs.message });
    h.clock.advance(5 * 60_000 - 1);
    const inTime = await h.request('POST', CHALLENGE, {
      body: { signature: bobSignature, address: bob.address },
    });
    expect(inTime.status).toBe(200);
    h.clock.advance(1);
    for (const body of [
      { signature, address: alice.address },
      { signature, address: alice.address, message: code.message },
    ]) {
      const late = await h.request('POST', CHALLENGE, { body });
      expect(late.status).toBe(401);
    }
    expect(await count('sessions')).toBe(1);
  });

  it("two clients' get-codes for one address, in one minute or in two, void neither's sign-in", async () => {
    const first = await getCode();
    const sameMinute = await getCode();
    h.clock.advance(90_000);
    const later = await getCode();
    expect(later.message).not.toBe(first.message);
    const firstSignature = await alice.signMessage({ message: first.message });
    const laterSignature = await alice.signMessage({ message: later.message });
    expect(sameMinute.message).toBe(first.message);
    expect(
      (await h.request('POST', CHALLENGE, { body: { signature: laterSignature, address: alice.address } }))
        .status,
    ).toBe(200);
    expect(
      (await h.request('POST', CHALLENGE, { body: { signature: firstSignature, address: alice.address } }))
        .status,
    ).toBe(200);
    expect(await count('sessions')).toBe(2);
  });

  it('challenge signs in, creates the user with an invite code and returns a working token', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const res = await h.request('POST', CHALLENGE, {
      body: { signature, address: alice.address, message: code.message },
    });
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
    const body = { signature, address: alice.address, message: code.message };
    expect((await h.request('POST', CHALLENGE, { body })).status).toBe(200);
    const replay = await h.request('POST', CHALLENGE, { body });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 401, error: 'Sign-in failed', data: null });
    expect(await count('sessions')).toBe(1);
  });

  it("a stranger's get-code for the same address neither voids nor blocks the owner's sign-in", async () => {
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_IP: '5' });
    const mine = await getCode();
    // Someone else asks for codes for alice's address, from many addresses, far past any per-IP limit.
    for (let i = 0; i < 50; i++) {
      const res = await h.app.request(
        GET_CODE,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ address: alice.address }),
        },
        { incoming: { socket: { remoteAddress: `198.51.100.${i}` } } },
      );
      expect(res.status).toBe(200);
    }
    const signature = await alice.signMessage({ message: mine.message });
    const res = await h.request('POST', CHALLENGE, {
      body: { signature, address: alice.address, message: mine.message },
    });
    expect(res.status).toBe(200);
    // Issuing codes writes nothing: there is no per-address state a stranger could fill.
    expect(await count('sign_in_nonces')).toBe(1);
  });

  it('rejects a message this server did not issue, or issued to another address', async () => {
    const code = await getCode();
    const nonce = code.nonce;
    const forgedNonce = `${nonce.slice(0, 32)}${'0'.repeat(32)}`;
    const forged = code.message.replace(nonce, forgedNonce);
    await expectRejectedWithoutSession({
      signature: await alice.signMessage({ message: forged }),
      address: alice.address,
      message: forged,
    });
    const bobs = await getCode(bob.address);
    const asAlice = bobs.message.replace(bob.address, alice.address);
    await expectRejectedWithoutSession({
      signature: await alice.signMessage({ message: asAlice }),
      address: alice.address,
      message: asAlice,
    });
    // Another deployment's secret makes other nonces: a code from there is refused here.
    h.reconfigure({ JWT_SECRET: 'another-secret-another-secret-another-secret' });
    const elsewhere = await getCode();
    h.reconfigure({});
    await expectRejectedWithoutSession({
      signature: await alice.signMessage({ message: elsewhere.message }),
      address: alice.address,
      message: elsewhere.message,
    });
  });

  it.each([
    ['domain', (m: string) => m.replace('127.0.0.1:8080 wants', 'evil.example wants')],
    ['uri', (m: string) => m.replace('URI: http://127.0.0.1:8080', 'URI: https://evil.example')],
    ['chain id', (m: string) => m.replace('Chain ID: 31337', 'Chain ID: 1')],
    ['statement', (m: string) => m.replace('Sign in to DGrid.', 'Sign in to Evil.')],
  ])('rejects a signature over a message with another %s', async (_field, tamper) => {
    const code = await getCode();
    const message = tamper(code.message);
    const signature = await alice.signMessage({ message });
    await expectRejectedWithoutSession({ signature, address: alice.address, message });
  });

  it('rejects a message issued under another domain, uri or chain once the deployment changed', async () => {
    const code = await getCode();
    const signature = await alice.signMessage({ message: code.message });
    const body = { signature, address: alice.address, message: code.message };
    h.reconfigure({ PUBLIC_ORIGIN: 'https://app.dgrid.example' });
    await expectRejectedWithoutSession(body);
    h.reconfigure({ CHAIN: 'bsc-testnet' });
    await expectRejectedWithoutSession(body);
  });

  it('rejects a signature by another key, or for another address', async () => {
    const code = await getCode();
    const { message } = code;
    const forged = await bob.signMessage({ message });
    await expectRejectedWithoutSession({ signature: forged, address: alice.address, message });
    const signature = await alice.signMessage({ message });
    await expectRejectedWithoutSession({ signature, address: bob.address, message });
    // The failures used nothing up: the real signature still works.
    expect(
      (await h.request('POST', CHALLENGE, { body: { signature, address: alice.address, message } })).status,
    ).toBe(200);
  });

  it('rejects a well-formed but invalid signature with 401 and malformed input with 400', async () => {
    const { message } = await getCode();
    await expectRejectedWithoutSession({
      signature: `0x${'11'.repeat(65)}`,
      address: alice.address,
      message,
    });
    await expectRejectedWithoutSession({ signature: `0x${'11'.repeat(65)}`, address: alice.address });
    const wrongChecksum = alice.address.replace(/[a-f]/, (ch) => ch.toUpperCase());
    await expectRejectedWithoutSession(
      { signature: `0x${'11'.repeat(65)}`, address: wrongChecksum, message },
      400,
    );
    await expectRejectedWithoutSession({ signature: '0x1234', address: alice.address }, 400);
    await expectRejectedWithoutSession({ signature: `0x${'zz'.repeat(65)}`, address: alice.address }, 400);
    await expectRejectedWithoutSession({ address: alice.address }, 400);
    await expectRejectedWithoutSession({ signature: `0x${'11'.repeat(65)}` }, 400);
    await expectRejectedWithoutSession({ signature: `0x${'11'.repeat(65)}`, address: '0x12' }, 400);
    const extra = await expectRejectedWithoutSession(
      { signature: `0x${'11'.repeat(65)}`, address: alice.address, message, role: 'admin' },
      400,
    );
    expect(extra.body.details).toEqual([expect.objectContaining({ field: 'role' })]);
  });

  it('rejects a challenge when no message was issued', async () => {
    const signature = await alice.signMessage({ message: 'anything' });
    await expectRejectedWithoutSession({ signature, address: alice.address, message: 'anything' });
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
    const res = await h.request('POST', CHALLENGE, {
      body: { signature, address: wallet, message: code.message },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.address).toBe(wallet);
    const other = await getCode(wallet);
    const byStranger = await bob.signMessage({ message: other.message });
    const body = { signature: byStranger, address: wallet, message: other.message };
    expect((await h.request('POST', CHALLENGE, { body })).status).toBe(401);
  });

  const fromIp = (path: string, body: unknown, remoteAddress: string, forwardedFor?: string) =>
    h.app.request(
      path,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress } } },
    );

  it('rate-limits get-code per client network with 429 and retry-after, whatever the address', async () => {
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_IP: '3' });
    for (const address of [alice.address, bob.address, carol.address])
      expect((await fromIp(GET_CODE, { address }, '203.0.113.7')).status).toBe(200);
    const limited = await fromIp(GET_CODE, { address: alice.address }, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toMatchObject({ code: 429, data: null });
    // Another client is not affected; one IPv6 subscriber (/64) is one client, whichever address it uses.
    expect((await fromIp(GET_CODE, { address: alice.address }, '203.0.113.8')).status).toBe(200);
    for (const host of ['1', '2', '3'])
      expect((await fromIp(GET_CODE, { address: alice.address }, `2001:db8:1:2::${host}`)).status).toBe(200);
    expect((await fromIp(GET_CODE, { address: alice.address }, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await fromIp(GET_CODE, { address: alice.address }, '2001:db8:1:3::1')).status).toBe(200);
    h.clock.advance(60_000);
    expect((await fromIp(GET_CODE, { address: alice.address }, '203.0.113.7')).status).toBe(200);
  });

  it('reads X-Forwarded-For only from TRUSTED_PROXIES, skipping trusted hops from the right', async () => {
    const limited = async (remote: string, forwardedFor: string) =>
      (await fromIp(GET_CODE, { address: alice.address }, remote, forwardedFor)).status;
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_IP: '1', TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.0.0.0/8' });
    // The client sets a different left part each time; the proxy appends the real address on the right.
    expect(await limited('10.0.0.1', '1.1.1.1, 198.51.100.20')).toBe(200);
    expect(await limited('10.0.0.1', '2.2.2.2, 198.51.100.20')).toBe(429);
    expect(await limited('10.0.0.1', '198.51.100.21')).toBe(200);
    // A client connecting directly is counted by its own address, whatever header it sends.
    expect(await limited('203.0.113.50', '198.51.100.60')).toBe(200);
    expect(await limited('203.0.113.50', '198.51.100.61')).toBe(429);
    // Two proxies in front: the trusted second proxy is skipped, the first untrusted entry is the client.
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_IP: '1', TRUST_PROXY_HOPS: '2', TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(await limited('10.0.0.1', '9.9.9.9, 198.51.100.30, 10.0.0.2')).toBe(200);
    expect(await limited('10.0.0.1', '8.8.8.8, 198.51.100.30, 10.0.0.2')).toBe(429);
    // Only one proxy this time: the entry it appended is the client, the client's own entries stay unread.
    expect(await limited('10.0.0.1', '7.7.7.7, 198.51.100.31')).toBe(200);
    expect(await limited('10.0.0.1', '6.6.6.6, 198.51.100.31')).toBe(429);
    // IPv6 proxies and clients: the client's /64 is its key.
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_IP: '1', TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: 'fd00::/8' });
    expect(await limited('fd00::5', '2001:db8:9:9::1')).toBe(200);
    expect(await limited('fd00::6', '2001:db8:9:9::2')).toBe(429);
    expect(await limited('2001:db8:7::1', '2001:db8:9:a::1')).toBe(200);
    expect(await limited('2001:db8:7::1', '2001:db8:9:b::1')).toBe(429);
    // Without trusted hops the header is ignored, even from a trusted proxy (loopback by default).
    h.reconfigure({ RATE_LIMIT_GET_CODE_PER_IP: '1' });
    expect(await limited('127.0.0.1', '198.51.100.40')).toBe(200);
    expect(await limited('127.0.0.1', '198.51.100.41')).toBe(429);
  });

  it('rate-limits challenge per client, not per address', async () => {
    h.reconfigure({ RATE_LIMIT_CHALLENGE_PER_IP: '1' });
    const { message } = await getCode();
    const body = { signature: `0x${'11'.repeat(65)}`, address: alice.address, message };
    expect((await fromIp(CHALLENGE, body, '203.0.113.9')).status).toBe(401);
    const limited = await fromIp(CHALLENGE, body, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Alice, elsewhere, still signs in.
    const signature = await alice.signMessage({ message });
    expect((await fromIp(CHALLENGE, { ...body, signature }, '203.0.113.10')).status).toBe(200);
  });
});
