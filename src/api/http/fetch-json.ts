import { type FetchFunction, type TimedResponse, timedFetch } from './timed-fetch';

const fetchJsonDefaultTimeoutMs = 10_000;
export const fetchJsonFallbackMessage = 'There was an error with the request.';

export type FetchJsonParameters = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: FetchFunction;
};

export class FetchJsonError extends Error {
  override readonly name = 'FetchJsonError';
  constructor(
    message: string,
    /** HTTP status, 0 when no response arrived (network failure, timeout). */
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function errorText(body: unknown, statusText: string): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return statusText.trim() !== '' ? statusText : fetchJsonFallbackMessage;
}

/**
 * The generic JSON helper (docs/api-contract.md, section 3): JSON in and out, 10 s by default. A failed call rejects with
 * the body's `error`, else the status text, else a fixed sentence. `parse` (a schema's parse, say) turns the
 * body into a typed value; without it the body stays unknown.
 */
export async function fetchJson(parameters: FetchJsonParameters): Promise<unknown>;
export async function fetchJson<T>(
  parameters: FetchJsonParameters & { parse: (body: unknown) => T },
): Promise<T>;
export async function fetchJson<T>(
  parameters: FetchJsonParameters & { parse?: (body: unknown) => T },
): Promise<T | unknown> {
  const { url, method = 'GET', body, headers, timeoutMs = fetchJsonDefaultTimeoutMs, signal } = parameters;
  const init: RequestInit = {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  };
  let response: TimedResponse;
  try {
    response = await timedFetch(parameters.fetch ?? globalThis.fetch, url, init, timeoutMs);
  } catch (error) {
    // No response, so neither a body error nor a status text: the fixed sentence, the reason kept as cause.
    throw new FetchJsonError(fetchJsonFallbackMessage, 0, { cause: error });
  }
  if (!response.ok) throw new FetchJsonError(errorText(response.body, response.statusText), response.status);
  return parameters.parse ? parameters.parse(response.body) : response.body;
}
