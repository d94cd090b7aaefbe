import type { Address, LocalAccount } from 'viem';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app';
import { watchProgress } from '../chain/watch-progress';
import type { Database } from '../db/database';
import type { ServerConfig } from '../env';
import { creditPaidOrder } from '../ledger/credit-paid-order';
import { ensurePool } from '../ledger/pool';
import { fakeChainClient } from './fake-chain';
import { testConfig } from './test-config';
import { type DatabaseKind, openTestDatabase, truncateAll } from './test-databases';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');

// biome-ignore lint/suspicious/noExplicitAny: response bodies are whatever the server sent; tests assert on them.
export type Json = any;

export interface Harness {
  db: Database;
  config: ServerConfig;
  app: ReturnType<typeof createApp>;
  /** Server clock (ms), moved only by the test: by `advance`, or by `tick` ms after every reading. */
  clock: { now: number; tick: number; advance(ms: number): void };
  /** Contract wallets the fake chain knows: wallet address (lower case) → owner. */
  contractWallets: Map<string, Address>;
  /** Smart accounts not deployed yet that the fake chain's ERC-6492 validator accepts: address → owner. */
  counterfactualWallets: Map<string, Address>;
  /** EIP-7702 accounts (lower case) the fake chain gives a delegation designator as code. */
  delegatedAccounts: Set<string>;
  chainDown: boolean;
  request(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    headers: Headers;
    body: Json;
  }>;
  /** get-code, sign with the account's key, challenge: the session token and the challenge response data. */
  signIn(account: LocalAccount, inviteCode?: string): Promise<{ token: string; data: Json }>;
  /** Creates an order for `tokens` whole tokens and credits a matching payment, as the chain watcher would. */
  buy(token: string, account: LocalAccount, tokens: number): Promise<Json>;
  /** Rebuilds the app with other configuration (same database and clock). */
  reconfigure(env: Record<string, string>): void;
  /**
   * Saves the chain watcher's cursor on the configured chain and treasury as if it had judged every block
   * up to one mined at `blockTime` (the next block number each call).
   */
  scannedThrough(blockTime: Date): Promise<void>;
}

let txCounter = 0;
export const fakeTxHash = () => `0x${(++txCounter).toString(16).padStart(64, '0')}` as const;

/**
 * Registers the hooks for one database kind and returns the harness: one database per describe block (a fresh
 * schema on PostgreSQL), emptied before each test, and a fresh app and clock per test.
 */
export function useHarness(kind: DatabaseKind, env: Record<string, string> = {}): Harness {
  const h = {
    contractWallets: new Map<string, Address>(),
    counterfactualWallets: new Map<string, Address>(),
    delegatedAccounts: new Set<string>(),
    chainDown: false,
  } as Harness;
  const build = (extra: Record<string, string>) => {
    h.config = testConfig({ ...env, ...extra });
    const chainClient = fakeChainClient(h.config, {
      contractWallets: h.contractWallets,
      counterfactualWallets: h.counterfactualWallets,
      delegatedAccounts: h.delegatedAccounts,
      down: () => h.chainDown,
      blockNumber: () => 42n,
    });
    h.app = createApp({
      db: h.db,
      config: h.config,
      chainClient,
      now: readClock,
      logger: { info: () => {}, error: () => {} },
    });
  };
  const readClock = () => {
    const now = h.clock.now;
    h.clock.now += h.clock.tick;
    return new Date(now);
  };
  h.reconfigure = build;
  h.request = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body);
    const res = await h.app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      headers: res.headers,
      body: type.includes('json') ? JSON.parse(text) : text,
    };
  };
  h.signIn = async (account, inviteCode) => {
    const code = await h.request('POST', '/api/v1/client-user/get-code', {
      body: { address: account.address },
    });
    if (code.status !== 200) throw new Error(`get-code ${code.status}`);
    const signature = await account.signMessage({ message: code.body.data.message });
    const body = {
      signature,
      address: account.address,
      message: code.body.data.message,
      ...(inviteCode ? { inviteCode } : {}),
    };
    const res = await h.request('POST', '/api/v1/client-user/challenge', { body });
    if (res.status !== 200) throw new Error(`challenge ${res.status}: ${JSON.stringify(res.body)}`);
    return { token: res.body.data.token, data: res.body.data };
  };
  h.buy = async (token, account, tokens) => {
    const amount = (BigInt(tokens) * 10n ** 18n).toString();
    const order = await h.request('POST', '/api/v1/purchase', { token, body: { amount } });
    if (order.status !== 200) throw new Error(`purchase ${order.status}`);
    const result = await creditPaidOrder(
      h.db,
      {
        reference: order.body.data.reference,
        from: account.address,
        value: BigInt(order.body.data.value),
        txHash: fakeTxHash(),
        paymentIndex: 0,
        blockNumber: 1n,
        blockTimestamp: new Date(h.clock.now),
        chainId: h.config.chain.id,
      },
      { now: () => new Date(h.clock.now), rules: h.config.ledger },
    );
    if (result !== 'credited') throw new Error(`credit ${result}`);
    return order.body.data;
  };

  let scannedBlock = 0n;
  h.scannedThrough = async (blockTime) => {
    scannedBlock += 1n;
    const blockHash = `0x${scannedBlock.toString(16).padStart(64, '0')}` as const;
    await watchProgress(h.db, h.config.chain.id, h.config.paymentsContract).save(
      { blockNumber: scannedBlock, blockHash, blockTime },
      [],
    );
  };

  beforeAll(async () => {
    h.db = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    await truncateAll(h.db);
    h.clock = {
      now: T0,
      tick: 0,
      advance(ms) {
        this.now += ms;
      },
    };
    h.contractWallets.clear();
    h.counterfactualWallets.clear();
    h.delegatedAccounts.clear();
    h.chainDown = false;
    build({});
    await ensurePool(h.db, h.config.pool, new Date(h.clock.now));
  });
  afterAll(async () => {
    await h.db?.close();
  });
  return h;
}

/**
 * Another API instance on `db` with the harness's configuration and clock (as a second process behind the
 * same proxy), counting the queries that match `counted`: how often that instance asked the database.
 */
export function otherInstance(h: Harness, db: Database, counted: RegExp) {
  let queries = 0;
  const counting: Database = {
    ...db,
    query: (sql, params) => {
      if (counted.test(sql)) queries += 1;
      return db.query(sql, params);
    },
  };
  const app = createApp({
    db: counting,
    config: h.config,
    chainClient: fakeChainClient(h.config),
    now: () => new Date(h.clock.now),
    logger: { info: () => {}, error: () => {} },
  });
  return { app, queries: () => queries };
}
