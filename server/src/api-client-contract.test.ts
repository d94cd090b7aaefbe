import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../../src/api/http/api-client';
import { logout } from '../../src/api/http/auth/logout';
import { getCode } from '../../src/api/http/client-user/get-code';
import { submitChallenge } from '../../src/api/http/client-user/submit-challenge';
import { claimCommission } from '../../src/api/http/me/claim-commission';
import { getCommissionBalance } from '../../src/api/http/me/get-commission-balance';
import { getCommissionClaimLog } from '../../src/api/http/me/get-commission-claim-log';
import { getCommissionDaily } from '../../src/api/http/me/get-commission-daily';
import { getCommissionLog } from '../../src/api/http/me/get-commission-log';
import { getMe } from '../../src/api/http/me/get-me';
import { getMining } from '../../src/api/http/me/get-mining';
import { getMiningClaimLog } from '../../src/api/http/me/get-mining-claim-log';
import { getMiningHistory } from '../../src/api/http/me/get-mining-history';
import { getMiningLog } from '../../src/api/http/me/get-mining-log';
import { getPurchaseHistory } from '../../src/api/http/me/get-purchase-history';
import { getPurchaseOrder } from '../../src/api/http/me/get-purchase-order';
import { getPurchaseSummary } from '../../src/api/http/me/get-purchase-summary';
import { getTeam } from '../../src/api/http/me/get-team';
import { claimMining } from '../../src/api/http/mining/claim-mining';
import { getMiningPools } from '../../src/api/http/public/get-mining-pools';
import { getTokenInfo } from '../../src/api/http/public/get-token-info';
import { createPurchase } from '../../src/api/http/purchase/create-purchase';
import { collectSpecMining } from '../../src/api/http/spec-mining/collect-spec-mining';
import { anvilAccount } from './testing/anvil-accounts';
import { useHarness } from './testing/harness';

/** The token store's shape (src/api/storage/login-token.ts in the app), kept in memory in node. */
function memoryTokenStore() {
  let token: string | undefined;
  return {
    read: () => token,
    write: (value: string) => {
      token = value;
    },
    remove: () => {
      token = undefined;
    },
  };
}

describe('the browser API client against the real app', () => {
  const h = useHarness('pglite');
  let client: ApiClient;
  let tokens: ReturnType<typeof memoryTokenStore>;
  let onUnauthorized: Mock<() => void>;

  beforeEach(() => {
    tokens = memoryTokenStore();
    onUnauthorized = vi.fn();
    client = createApiClient({
      apiHost: '',
      fetch: async (url, init) => h.app.request(url, init),
      loginToken: tokens,
      onUnauthorized,
      // The client never writes the token: it reports a refresh, and the session (played here) stores it.
      onTokenRefreshed: ({ token }) => tokens.write(token),
      notify: vi.fn(),
      log: vi.fn(),
      // The client times its own token expiry: on the server's (test) clock, as a browser's clock would be.
      now: () => h.clock.now,
    });
  });

  async function signIn(index: number, inviteCode?: string) {
    const account = anvilAccount(index);
    const code = await getCode(client, { address: account.address });
    const signature = await account.signMessage({ message: code.message });
    const session = await submitChallenge(client, {
      address: account.address,
      message: code.message,
      signature,
      inviteCode,
    });
    tokens.write(session.token);
    return session;
  }

  it('signs in with a real signature and reads the profile with the stored token', async () => {
    const session = await signIn(1);
    expect(session.user.address).toBe(anvilAccount(1).address);
    const me = await getMe(client);
    expect(me).toMatchObject({ address: anvilAccount(1).address, inviter: null, pass: { holder: false } });
    expect(me.inviteCode).toBe(session.user.inviteCode);
  });

  it("signs in with exactly the spec's body, {signature, address} and {signature, address, inviteCode}", async () => {
    const sent: unknown[] = [];
    client = createApiClient({
      apiHost: '',
      fetch: async (url, init) => {
        if (String(url).endsWith('/client-user/challenge')) sent.push(JSON.parse(String(init?.body)));
        return h.app.request(url, init);
      },
      loginToken: tokens,
      onUnauthorized,
      notify: vi.fn(),
      log: vi.fn(),
      now: () => h.clock.now,
    });
    const [inviter, invited] = [anvilAccount(2), anvilAccount(1)];
    const first = await getCode(client, { address: inviter.address });
    const inviterSession = await submitChallenge(client, {
      address: inviter.address,
      signature: await inviter.signMessage({ message: first.message }),
    });
    const second = await getCode(client, { address: invited.address });
    const invitedSignature = await invited.signMessage({ message: second.message });
    const session = await submitChallenge(client, {
      address: invited.address,
      signature: invitedSignature,
      inviteCode: inviterSession.user.inviteCode,
    });
    expect(sent).toEqual([
      { signature: expect.any(String), address: inviter.address },
      { signature: invitedSignature, address: invited.address, inviteCode: inviterSession.user.inviteCode },
    ]);
    expect(session.user).toMatchObject({ address: invited.address, inviter: inviter.address });
    tokens.write(session.token);
    expect((await getMe(client)).address).toBe(invited.address);
  });

  it('reports a rejected token once and leaves removing it to the session', async () => {
    await signIn(1);
    const rejected = `${tokens.read()}x`;
    tokens.write(rejected);
    await expect(getMe(client)).rejects.toMatchObject({ status: 401, code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(tokens.read()).toBe(rejected);
  });

  it('keeps an active user signed in through refreshed tokens, and logout revokes the session', async () => {
    await signIn(1);
    const first = tokens.read();
    h.clock.advance(h.config.tokenTtlMs / 2);
    await getMe(client);
    const refreshed = tokens.read();
    expect(refreshed).not.toBe(first);
    h.clock.advance(h.config.tokenTtlMs / 2 + 1000);
    await expect(getMe(client)).resolves.toMatchObject({ address: anvilAccount(1).address });
    tokens.remove();
    await expect(logout(client, { token: refreshed ?? '' })).resolves.toEqual({ loggedOut: true });
    tokens.write(refreshed ?? '');
    await expect(getMe(client)).rejects.toMatchObject({ status: 401 });
  });

  it('parses every other response of the real server with the contract schemas', async () => {
    const inviter = await signIn(2);
    const { token } = await signIn(1, inviter.user.inviteCode);
    await h.buy(token, anvilAccount(1), 2000);
    h.clock.advance(60_000);
    const now = h.clock.now;

    expect((await getMiningPools(client))[0]).toMatchObject({ status: 'active', participants: 1 });
    expect((await getTokenInfo(client, { pathSegment: 'dgai' })).symbol).toBe('DGAI');
    const order = await createPurchase(client, { amount: (10n ** 18n).toString() });
    expect(order).toMatchObject({
      chainId: 31337,
      payTo: h.config.paymentsContract,
      status: 'awaiting_payment',
    });
    expect((await getPurchaseHistory(client, { page: 1, size: 10 })).total).toBe(2);
    expect(await getPurchaseSummary(client)).toEqual({
      paidAmount: (2000n * 10n ** 18n).toString(),
      paidOrders: 1,
    });
    expect(await getPurchaseOrder(client, { orderId: order.orderId })).toMatchObject({
      orderId: order.orderId,
      status: 'awaiting_payment',
    });
    expect(await getPurchaseOrder(client, { orderId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect((await getMining(client)).power).toBe('2000');
    expect(BigInt((await claimMining(client, { now })).claimed)).toBeGreaterThan(0n);
    expect((await collectSpecMining(client, { now })).collected).toBe('20000000000000000000');
    expect((await getMiningLog(client)).items.map((item) => item.kind)).toContain('spec');
    expect((await getMiningClaimLog(client)).items).toHaveLength(1);
    const history = (await getMiningHistory(client, { days: 7 })).items;
    expect(history).toHaveLength(7);
    expect(history.at(-1)).toMatchObject({ date: '2026-01-01', power: '2000' });

    tokens.write(inviter.token);
    expect((await getTeam(client)).items).toEqual([
      expect.objectContaining({ level: 1, purchased: `2000${'0'.repeat(18)}` }),
    ]);
    expect((await getCommissionBalance(client)).available).toBe(`200${'0'.repeat(18)}`);
    expect((await getCommissionLog(client)).items[0]).toMatchObject({
      level: 1,
      fromAddress: anvilAccount(1).address,
    });
    expect((await claimCommission(client, { now })).claimed).toBe(`200${'0'.repeat(18)}`);
    expect((await getCommissionClaimLog(client)).items[0]).toMatchObject({ now });
    expect((await getCommissionDaily(client)).items.at(-1)).toEqual({
      date: '2026-01-01',
      level1: `200${'0'.repeat(18)}`,
      level2: '0',
    });
  });
});
