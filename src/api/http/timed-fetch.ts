export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The request took longer than ${timeoutMs} ms.`);
  }
}

export type TimedResponse = {
  status: number;
  statusText: string;
  ok: boolean;
  /** The body as JSON, or undefined when it is empty or not JSON (a proxy's HTML error page, say). */
  body: unknown;
  headers?: Headers;
};

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * fetch and read the body under one deadline: an AbortController fires after `timeoutMs` (or when the
 * caller's own signal aborts), and a timeout rejects with RequestTimeoutError so callers can tell it from a
 * network failure.
 */
export async function timedFetch(
  fetchFunction: FetchFunction,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<TimedResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = init.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetchFunction(url, { ...init, signal: controller.signal });
    const body = parseJson(await response.text());
    return {
      status: response.status,
      statusText: response.statusText,
      ok: response.ok,
      body,
      headers: response.headers,
    };
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}
