import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TOKEN_KEY as loginTokenKey, loginTokenStore } from '../storage/login-token';
import { type ApiClient, createApiClient } from './api-client';
import { getCode } from './client-user/get-code';
import { submitChallenge } from './client-user/submit-challenge';
import { claimCommission } from './me/claim-commission';
import { getCommissionBalance } from './me/get-commission-balance';
import { getCommissionClaimLog } from './me/get-commission-claim-log';
import { getCommissionLog } from './me/get-commission-log';
import { getMe } from './me/get-me';
import { getMining } from './me/get-mining';
import { getMiningClaimLog } from './me/get-mining-claim-log';
import { getMiningLog } from './me/get-mining-log';
import { getPurchaseHistory } from './me/get-purchase-history';
import { getPurchaseOrder } from './me/get-purchase-order';
import { getPurchaseSummary } from './me/get-purchase-summary';
import { getTeam } from './me/get-team';
import { claimMining } from './mining/claim-mining';
import { getMiningPools } from './public/get-mining-pools';
import { getTokenInfo } from './public/get-token-info';
import { createPurchase } from './purchase/create-purchase';
import { collectSpecMining } from './spec-mining/collect-spec-mining';

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const at = '2025-05-01T08:00:00.000Z';
const token = '1000000000000000000';
const page = <T>(item: T) => ({ items: [item], page: 2, size: 5, total: 6 });
const me = {
  address: alice,
  inviteCode: 'K7Q2M9',
  inviter: bob,
  createdAt: at,
  pass: { holder: true, since: at },
  balance: { claimed: '12', commission: '3' },
};
const now = 1_746_086_400_000;

type Case = {
  name: string;
  call: (client: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  auth: boolean;
  data: unknown;
};

/** Every call of docs/api-contract.md, with a response shaped as it says. */
const cases: Case[] = [
  {
    name: 'getMiningPools',
    call: (c) => getMiningPools(c),
    method: 'GET',
    url: '/api/v1/public/mining-pools',
    auth: false,
    data: [
      {
        id: 'genesis',
        name: 'Genesis',
        dailyEmission: token,
        totalPower: '1000',
        participants: 3,
        status: 'active',
      },
    ],
  },
  {
    name: 'getTokenInfo',
    call: (c) => getTokenInfo(c, { pathSegment: 'dgai' }),
    method: 'GET',
    url: '/api/v1/public/dgai',
    auth: false,
    data: {
      symbol: 'DGAI',
      name: 'DGrid AI',
      decimals: 18,
      price: { value: '100000000000000', currency: 'ETH' },
      totalSupply: token,
      sold: '0',
      mined: '0',
      holders: 0,
    },
  },
  {
    name: 'getCode',
    call: (c) => getCode(c, { address: alice }),
    method: 'POST',
    url: '/api/v1/client-user/get-code',
    body: { address: alice },
    auth: false,
    data: { nonce: 'n0nce12345678', message: 'localhost wants you to sign in…', expiresAt: at },
  },
  {
    name: 'submitChallenge',
    call: (c) =>
      submitChallenge(c, {
        address: alice,
        message: 'signed text',
        signature: '0xabcd',
        inviteCode: 'K7Q2M9',
      }),
    method: 'POST',
    url: '/api/v1/client-user/challenge',
    body: { signature: '0xabcd', address: alice, message: 'signed text', inviteCode: 'K7Q2M9' },
    auth: false,
    data: { token: 'jwt-2', expiresAt: at, user: me },
  },
  { name: 'getMe', call: (c) => getMe(c), method: 'GET', url: '/api/v1/me', auth: true, data: me },
  {
    name: 'getTeam',
    call: (c) => getTeam(c, { page: 2, size: 5 }),
    method: 'GET',
    url: '/api/v1/me/team?page=2&size=5',
    auth: true,
    data: page({ address: bob, level: 2, joinedAt: at, purchased: token }),
  },
  {
    name: 'getCommissionBalance',
    call: (c) => getCommissionBalance(c),
    method: 'GET',
    url: '/api/v1/me/commission-balance',
    auth: true,
    data: { available: '5', totalEarned: '15', totalClaimed: '10' },
  },
  {
    name: 'getCommissionLog',
    call: (c) => getCommissionLog(c, { page: 2, size: 5 }),
    method: 'GET',
    url: '/api/v1/me/commission-log?page=2&size=5',
    auth: true,
    data: page({ id: 'c1', fromAddress: bob, level: 1, orderId: 'o1', amount: '10', createdAt: at }),
  },
  {
    name: 'getCommissionClaimLog',
    call: (c) => getCommissionClaimLog(c),
    method: 'GET',
    url: '/api/v1/me/commission-claim-log',
    auth: true,
    data: page({ id: 'k1', amount: '10', now, createdAt: at }),
  },
  {
    name: 'claimCommission',
    call: (c) => claimCommission(c, { now }),
    method: 'POST',
    url: '/api/v1/me/commission/claim',
    body: { now },
    auth: true,
    data: { claimId: 'k2', claimed: '5' },
  },
  {
    name: 'createPurchase',
    call: (c) => createPurchase(c, { amount: token }),
    method: 'POST',
    url: '/api/v1/purchase',
    body: { amount: token },
    auth: true,
    data: {
      orderId: 'o2',
      amount: token,
      value: '100000000000000',
      payTo: bob,
      chainId: 31337,
      reference: '0x6f7264657232',
      expiresAt: at,
      status: 'awaiting_payment',
    },
  },
  {
    name: 'getPurchaseHistory',
    call: (c) => getPurchaseHistory(c, { page: 1 }),
    method: 'GET',
    url: '/api/v1/me/purchase/history?page=1',
    auth: true,
    data: page({
      orderId: 'o1',
      amount: token,
      value: '1',
      status: 'paid',
      txHash: '0xab',
      createdAt: at,
      paidAt: at,
    }),
  },
  {
    name: 'getPurchaseSummary',
    call: (c) => getPurchaseSummary(c),
    method: 'GET',
    url: '/api/v1/me/purchase/summary',
    auth: true,
    data: { paidAmount: token, paidOrders: 1 },
  },
  {
    name: 'getPurchaseOrder',
    call: (c) => getPurchaseOrder(c, { orderId: 'a/b' }),
    method: 'GET',
    url: '/api/v1/me/purchase/orders/a%2Fb',
    auth: true,
    data: {
      orderId: 'o1',
      amount: token,
      value: '1',
      status: 'paid',
      txHash: '0xab',
      createdAt: at,
      paidAt: at,
    },
  },
  {
    name: 'getMining',
    call: (c) => getMining(c),
    method: 'GET',
    url: '/api/v1/me/mining',
    auth: true,
    data: {
      poolId: 'genesis',
      power: '1000',
      pending: '7',
      claimed: '0',
      ratePerSecond: '2',
      lastClaimAt: null,
      spec: { lastCollectAt: null, nextCollectAt: null, bonus: '10' },
    },
  },
  {
    name: 'getMiningLog',
    call: (c) => getMiningLog(c, { size: 20 }),
    method: 'GET',
    url: '/api/v1/me/mining-log?size=20',
    auth: true,
    data: page({ id: 'm1', kind: 'spec', amount: '10', createdAt: at }),
  },
  {
    name: 'getMiningClaimLog',
    call: (c) => getMiningClaimLog(c),
    method: 'GET',
    url: '/api/v1/me/mining-claim-log',
    auth: true,
    data: page({ id: 'mc1', amount: '7', now, createdAt: at }),
  },
  {
    name: 'claimMining',
    call: (c) => claimMining(c, { now }),
    method: 'POST',
    url: '/api/v1/mining/claim',
    body: { now },
    auth: true,
    data: { claimId: 'mc2', claimed: '0' },
  },
  {
    name: 'collectSpecMining',
    call: (c) => collectSpecMining(c, { now }),
    method: 'POST',
    url: '/api/v1/spec-mining/collection',
    body: { now },
    auth: true,
    data: { collected: '10', nextCollectAt: at },
  },
];

function clientAnswering(data: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ code: 200, data }, { status: 200 }),
  );
  const client = createApiClient({
    apiHost: '',
    fetch,
    loginToken: loginTokenStore,
    onUnauthorized: vi.fn(),
    notify: vi.fn(),
  });
  return { client, fetch };
}

describe('API calls', () => {
  beforeEach(() => localStorage.setItem(loginTokenKey, JSON.stringify({ token: 'jwt-1' })));

  it('covers every call of the contract', () => {
    expect(cases).toHaveLength(19);
  });

  it.each(cases)('$name: sends $method $url and returns the parsed data', async (c) => {
    const { client, fetch } = clientAnswering(c.data);
    await expect(c.call(client)).resolves.toEqual(c.data);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(c.url);
    expect(init?.method).toBe(c.method);
    expect(init?.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(c.body);
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe(c.body === undefined ? null : 'application/json');
  });

  it.each(cases)('$name: bearer token only when signed-in ($auth)', async (c) => {
    const { client, fetch } = clientAnswering(c.data);
    await c.call(client);
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe(c.auth ? 'Bearer jwt-1' : null);
  });

  it('behavior: a signed-in call without a stored token goes out without a header', async () => {
    localStorage.removeItem(loginTokenKey);
    const { client, fetch } = clientAnswering(me);
    await getMe(client);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });
});
