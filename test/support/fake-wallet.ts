import { type Config, type CreateConnectorFn, createConfig, type MockParameters, mock } from '@wagmi/core';
import { type Address, type Chain, custom } from 'viem';
import { bsc, bscTestnet } from 'viem/chains';
import { vi } from 'vitest';

/**
 * A fake wallet and chain for unit tests: wagmi's `mock` connector (with its failure switches)
 * dressed as a wallet of the product's list, and canned JSON-RPC answers for everything that would
 * otherwise go to a node. Nothing leaves the process: the mock connector's node calls go through a
 * stubbed `fetch`, the config's public client through a `custom` transport.
 */

/** anvil's first two default accounts (public, well-known test addresses). */
export const testAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const satisfies readonly [Address, Address];

/** Never dialled: `fetch` is stubbed, and the stub refuses any other URL. */
const fakeRpcUrl = 'http://127.0.0.1/fake-rpc';
const onFakeRpc = (chain: Chain): Chain => ({ ...chain, rpcUrls: { default: { http: [fakeRpcUrl] } } });
/** The app's chain in tests (97) and a second configured one (56) to switch to. */
export const testChain = onFakeRpc(bscTestnet);
export const otherTestChain = onFakeRpc(bsc);

/** Throw this from an RPC handler to answer with a JSON-RPC error. */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type RpcHandler = (method: string, params: readonly unknown[]) => unknown;

/** Handles the methods it knows; anything else is an error the test will see. */
export function rpcMethods(methods: Record<string, (params: readonly unknown[]) => unknown>): RpcHandler {
  return (method, params) => {
    const answer = methods[method];
    if (!answer) throw new RpcFailure(-32601, `the fake node has no ${method}`);
    return answer(params);
  };
}

async function answer(handler: RpcHandler, method: string, params: readonly unknown[]) {
  try {
    return { result: await handler(method, params) };
  } catch (error) {
    if (error instanceof RpcFailure) return { error: { code: error.code, message: error.message } };
    throw error;
  }
}

/** Stubs global `fetch` with a JSON-RPC endpoint at `fakeRpcUrl`; returns the list of methods called. */
export function stubRpcFetch(handler: RpcHandler): string[] {
  const called: string[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== fakeRpcUrl) throw new Error(`test tried to reach ${url}`);
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params?: unknown[] };
    called.push(body.method);
    const reply = { jsonrpc: '2.0', id: body.id, ...(await answer(handler, body.method, body.params ?? [])) };
    return new Response(JSON.stringify(reply), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fakeFetch);
  return called;
}

/** A viem transport answering from the handler, with EIP-1193 errors for RpcFailure. */
export function fakeTransport(handler: RpcHandler) {
  return custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        const reply = await answer(handler, method, (params as unknown[] | undefined) ?? []);
        if ('error' in reply) throw reply.error;
        return reply.result;
      },
    },
    { retryCount: 0 },
  );
}

export interface FakeWallet {
  /** The RainbowKit wallet id it stands in for. */
  walletId: string;
  features?: MockParameters['features'];
  accounts?: MockParameters['accounts'];
  rdns?: string;
}

/** wagmi's mock connector carrying the `rkDetails` the wallet list's connectors have. */
export function fakeWalletConnector(
  { walletId, features, accounts, rdns }: FakeWallet,
  index = 0,
): CreateConnectorFn {
  const createMock = mock({ accounts: accounts ?? [testAccounts[0]], ...(features ? { features } : {}) });
  return (parameters) => ({
    ...createMock(parameters),
    rkDetails: {
      id: walletId,
      name: `Fake ${walletId}`,
      ...(rdns ? { rdns } : {}),
      iconUrl: async () => 'data:image/svg+xml,fake',
      iconBackground: '#000',
      groupName: 'Recommended',
      groupIndex: 1,
      index,
      isRainbowKitConnector: true,
    },
  });
}

export interface FakeWalletConfigOptions {
  wallets: FakeWallet[];
  chains?: readonly [Chain, ...Chain[]];
  /** Answers the config's public reads (balance, receipts, blocks). */
  rpc?: RpcHandler;
  /** Per-chain answers, where chains must behave differently. */
  rpcByChain?: Record<number, RpcHandler>;
}

/**
 * A wagmi config with fake wallets, the test chains and canned node answers; no storage, no
 * discovery. Unless the test stubbed `fetch` already, node calls the mock connector forwards are
 * answered "method not found", so a forgotten stub fails the test instead of dialling out.
 */
export function createFakeWalletConfig({
  wallets,
  chains = [testChain, otherTestChain],
  rpc = rpcMethods({}),
  rpcByChain = {},
}: FakeWalletConfigOptions): Config {
  if (!vi.isMockFunction(globalThis.fetch)) stubRpcFetch(rpcMethods({}));
  return createConfig({
    chains,
    connectors: wallets.map((wallet, index) => fakeWalletConnector(wallet, index)),
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, fakeTransport(rpcByChain[chain.id] ?? rpc)]),
    ),
    storage: null,
    multiInjectedProviderDiscovery: false,
    pollingInterval: 1_000,
  });
}
