import { createChainClient } from './chain-reads';

/** What the node said at the last reading: its head on the expected chain, another chain, or nothing. */
export type ChainStatus =
  | { kind: 'ok'; chainId: number; block: bigint; readAt: Date }
  | { kind: 'unreachable' }
  | { kind: 'wrong-chain'; expected: number; served: number };

export type ChainMonitor = {
  /**
   * Reads the head now and keeps the result; the chain id too unless the expected one was read less than
   * `chainIdMaxAgeMs` ago (0, the default: always). A reading that is not `ok` forgets the chain id read.
   */
  refresh(chainIdMaxAgeMs?: number): Promise<ChainStatus>;
  /**
   * The last reading, without calling the node (the first reading is awaited when there is none yet). A
   * reading older than `staleAfterMs` counts as unreachable: whoever refreshes it has stopped.
   */
  status(): Promise<ChainStatus>;
};

type ChainReader = { getChainId(): Promise<number>; getBlockNumber(): Promise<bigint> };

export type ChainMonitorSettings = {
  expectedChainId: number;
  staleAfterMs: number;
  /** Without a watcher refreshing it: `status()` reads again when the last reading is older than this. */
  readOnDemandAfterMs?: number;
  now?: () => number;
};

/** `https://host` of an RPC URL: all of it that may be shown (API keys live in the path and query). */
export function rpcHost(rpcUrl: string): string {
  try {
    const url = new URL(rpcUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** The one line naming RPC_URL and both chain ids, for the start refusal, the log and /health. */
export function wrongChainMessage(rpcUrl: string, expected: number, served: number): string {
  return `RPC_URL (${rpcHost(rpcUrl)}) serves chain ${served}, but CHAIN expects chain ${expected}`;
}

/**
 * The watcher's reading of the node, shared with /health: one reading per watcher tick (or, without a
 * watcher, at most one per `readOnDemandAfterMs` however many requests ask), concurrent askers share it.
 */
export function chainMonitor(client: ChainReader, settings: ChainMonitorSettings): ChainMonitor {
  const now = settings.now ?? Date.now;
  let last: { status: ChainStatus; at: number } | undefined;
  /** When the node last served the expected chain id (read, not assumed). */
  let chainIdReadAt: number | undefined;
  let inFlight: { reading: Promise<ChainStatus>; readsChainId: boolean } | undefined;

  const read = async (readChainId: boolean): Promise<ChainStatus> => {
    const startedAt = now();
    try {
      const [served, block] = await Promise.all([
        readChainId ? client.getChainId() : settings.expectedChainId,
        client.getBlockNumber(),
      ]);
      if (served !== settings.expectedChainId)
        return { kind: 'wrong-chain', expected: settings.expectedChainId, served };
      if (readChainId) chainIdReadAt = startedAt;
      return { kind: 'ok', chainId: served, block, readAt: new Date(now()) };
    } catch {
      return { kind: 'unreachable' };
    }
  };
  const refresh = async (chainIdMaxAgeMs = 0): Promise<ChainStatus> => {
    const mustReadChainId = () => chainIdReadAt === undefined || now() - chainIdReadAt >= chainIdMaxAgeMs;
    // A reading in flight answers for this one unless this one must read the chain id and it does not.
    while (inFlight) {
      if (inFlight.readsChainId || !mustReadChainId()) return inFlight.reading;
      await inFlight.reading;
    }
    const readChainId = mustReadChainId();
    const reading = read(readChainId).then((status) => {
      last = { status, at: now() };
      if (status.kind !== 'ok') chainIdReadAt = undefined;
      if (inFlight?.reading === reading) inFlight = undefined;
      return status;
    });
    inFlight = { reading, readsChainId: readChainId };
    return reading;
  };
  return {
    refresh,
    async status() {
      const age = last ? now() - last.at : Number.POSITIVE_INFINITY;
      if (!last || (settings.readOnDemandAfterMs !== undefined && age >= settings.readOnDemandAfterMs))
        return refresh();
      return age > settings.staleAfterMs ? { kind: 'unreachable' } : last.status;
    },
  };
}

/**
 * At start: the node's chain id against CHAIN's. A node serving another chain refuses the start (one line
 * naming RPC_URL by its host and both ids); a node that does not answer does not (it may come up later), and
 * the watcher checks again before every pass.
 */
export async function servedChainAtStart(rpcUrl: string, expected: number): Promise<'same' | 'unreachable'> {
  const client = createChainClient(rpcUrl, { attempts: 2, timeoutMs: 5_000, baseDelayMs: 250 });
  const served = await client.getChainId().catch(() => undefined);
  if (served === undefined) return 'unreachable';
  if (served !== expected)
    throw new Error(`Refusing to start: ${wrongChainMessage(rpcUrl, expected, served)}`);
  return 'same';
}
