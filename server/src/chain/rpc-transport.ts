import { custom, http, type Transport } from 'viem';

/** One failed attempt at a JSON-RPC call, as counted by `onRpcError`. */
export type RpcFailure = {
  method: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** False when the attempts are used up (or the error is the request's fault): the call fails. */
  willRetry: boolean;
  message: string;
};

export type RpcRetrySettings = {
  /** How long one attempt may take before it is abandoned and counted as failed. */
  timeoutMs?: number;
  /** Attempts per call, the first included. */
  attempts?: number;
  /** Wait before the second attempt; it doubles for each attempt after that, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  onRpcError?: (failure: RpcFailure) => void;
};

const defaultRpcRetry = {
  timeoutMs: 5_000,
  attempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
} as const;

/**
 * JSON-RPC codes that say the request itself is wrong (invalid request, unknown method, invalid params,
 * execution reverted): asking again gets the same answer, so they are not retried.
 */
const PERMANENT_CODES = new Set([-32600, -32601, -32602, 3]);

/**
 * A provider refusing an eth_getLogs range as too large (each words it its own way: a block range over its
 * limit, too many results, a response too big). Asking again gets the same answer: the caller splits the range.
 */
const RANGE_REFUSAL =
  /block range|range (is )?too (large|big|wide)|too (many|large) (blocks|results|logs)|more than \d+ results|response size|exceeds? .*range|range limit/i;

export function isRangeRefusal(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    const { message, details } = cause as { message?: unknown; details?: unknown };
    if (typeof details === 'string' && RANGE_REFUSAL.test(details)) return true;
    if (typeof message === 'string' && RANGE_REFUSAL.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function isPermanent(error: unknown): boolean {
  if (isRangeRefusal(error)) return true;
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'number' && PERMANENT_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? (error as { shortMessage?: string }).shortMessage || error.message : String(error);

/**
 * An HTTP transport that retries a failed or timed-out call (refused connection, 5xx, 429, a JSON-RPC
 * server error) with exponential backoff and reports every failed attempt. An answer is never a failure:
 * a block the node does not have comes back as `null`, which callers tell apart from an error.
 */
export function retryingTransport(rpcUrl: string, settings: RpcRetrySettings = {}): Transport {
  const { timeoutMs, attempts, baseDelayMs, maxDelayMs } = { ...defaultRpcRetry, ...settings };
  const base = http(rpcUrl, { retryCount: 0, timeout: timeoutMs })({ retryCount: 0 });
  const request = async (args: { method: string; params?: unknown }): Promise<unknown> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await base.request(args as Parameters<typeof base.request>[0]);
      } catch (error) {
        const willRetry = attempt < attempts && !isPermanent(error);
        settings.onRpcError?.({ method: args.method, attempt, willRetry, message: messageOf(error) });
        if (!willRetry) throw error;
        const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
  return custom({ request }, { retryCount: 0 });
}
