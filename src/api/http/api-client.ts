import type * as z from 'zod/mini';
import type { ApiNotice } from '../../domain/api-errors';
import { clockOffsetOfReceivedToken, isSessionTokenExpired } from '../../domain/session-token';
import { ApiError, type ApiErrorReason } from './api-error';
import { type FetchFunction, RequestTimeoutError, type TimedResponse, timedFetch } from './timed-fetch';

/** About 1,000,000 ms (docs/api-contract.md, section 3). */
const apiRequestTimeoutMs = 1_000_000;
const apiBasePath = '/api/v1';
/** Response header of a signed-in call carrying a refreshed token for the same session. */
const SESSION_TOKEN_HEADER = 'x-session-token';

export type ApiNotification = ApiNotice;

/** A refreshed token a signed-in call returned, next to the token the call was sent with. */
export interface RefreshedToken {
  sent: string;
  token: string;
  clockOffsetMs: number | null;
}

export type ApiClientOptions = {
  /** Base host (`site.apiHost`); empty means the web app's own origin. */
  apiHost: string;
  /**
   * Reads the current sign-in token and the server-minus-local clock offset measured when it arrived
   * (src/domain/server-clock.ts; absent or null: the local clock is used). The client never writes or removes it:
   * the session owns it and hears what the client reports (onTokenRefreshed, onUnauthorized).
   */
  loginToken: {
    read(): string | undefined;
    clockOffsetMs?(): number | null;
  };
  /** After a 401 on a signed-in call: the session signs out and the app sends the browser to /dgridpass. */
  onUnauthorized: () => void;
  /**
   * A signed-in call sent with `sent` returned a refreshed token (api-contract.md, Sessions), with the clock offset
   * its `iat` gives on arrival: the session decides whether to keep it (it is still the session's token).
   */
  onTokenRefreshed?: (refresh: RefreshedToken) => void;
  /**
   * A signed-in call was held back because the stored token has expired (docs/api-contract.md, section 5): the
   * app asks to sign in again instead of sending it and being thrown to /dgridpass by the 401.
   */
  onSessionExpired?: () => void;
  /** The local wall clock (ms since the epoch); the token's clock offset turns it into the server's. */
  now?: () => number;
  /** After a 502: the app shows the 'Server Error' toast. */
  notify: (notification: ApiNotification) => void;
  /** Failures the catalogue does not handle otherwise (defaults to console.error). */
  log?: (error: ApiError) => void;
  fetch?: FetchFunction;
  timeoutMs?: number;
};

export type ApiRequest<Schema extends z.ZodMiniType> = {
  method: 'GET' | 'POST';
  /** Path under /api/v1, e.g. `/me/team`. */
  path: `/${string}`;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sends the stored token as a bearer token; public calls never do. */
  auth: boolean;
  /**
   * A token to send instead (with `auth: false`): a call about a session the app already forgot (logout), so
   * a 401 neither removes the stored token nor redirects, and no refreshed token is stored.
   */
  bearer?: string;
  schema: Schema;
  signal?: AbortSignal | undefined;
};

/** What every call function accepts besides its own parameters. */
export type RequestOptions = { signal?: AbortSignal | undefined };

export type ApiClient = {
  request<Schema extends z.ZodMiniType>(request: ApiRequest<Schema>): Promise<z.output<Schema>>;
};

type Envelope = { code?: unknown; data?: unknown; error?: unknown; details?: unknown };

const asEnvelope = (body: unknown): Envelope => (typeof body === 'object' && body !== null ? body : {});

function buildUrl(apiHost: string, path: string, query: ApiRequest<z.ZodMiniType>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${apiHost.replace(/\/+$/, '')}${apiBasePath}${path}${suffix}`;
}

/** Turns a response that is not `{ code: 200, data }` into the typed error, or returns the data. */
function dataOrError(response: TimedResponse): { data: unknown } | ApiError {
  const envelope = asEnvelope(response.body);
  const bodyCode = typeof envelope.code === 'number' ? envelope.code : undefined;
  if (response.ok && bodyCode === 200 && 'data' in envelope) return { data: envelope.data };
  const reason: ApiErrorReason = !response.ok
    ? 'http'
    : bodyCode === undefined || bodyCode === 200
      ? 'schema'
      : 'envelope';
  const text = typeof envelope.error === 'string' && envelope.error !== '' ? envelope.error : undefined;
  const message =
    text ??
    (reason === 'schema'
      ? 'The response is not an API envelope.'
      : response.statusText || `HTTP ${response.status}`);
  return new ApiError({
    reason,
    status: response.status,
    code: bodyCode ?? response.status,
    message,
    details: envelope.details,
  });
}

function transportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof RequestTimeoutError) {
    return new ApiError({ reason: 'timeout', status: 0, code: 0, message: error.message, cause: error });
  }
  if (signal?.aborted) {
    return new ApiError({
      reason: 'aborted',
      status: 0,
      code: 0,
      message: 'The request was cancelled.',
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : 'The API could not be reached.';
  return new ApiError({ reason: 'network', status: 0, code: 0, message, cause: error });
}

/**
 * The one client for the bundled API (docs/api-contract.md): JSON envelope, bearer token on signed-in calls,
 * responses parsed with the call's schema, and the error rules of docs/api-contract.md section 3 applied to every failure.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // biome-ignore lint/suspicious/noConsole: the catalogue says "logged and re-thrown"; the app may inject a logger.
  const log = options.log ?? ((error: ApiError) => console.error(error));
  const now = options.now ?? Date.now;

  /** docs/api-contract.md section 3, keyed by the status or, with HTTP 200, the envelope's code. */
  function applyCatalogue(error: ApiError, auth: boolean): ApiError {
    if (error.code === 401 && auth) options.onUnauthorized();
    else if (error.code === 502) options.notify('server_error');
    else if (error.code !== 400 && error.reason !== 'aborted') log(error);
    return error;
  }

  /** Reports a refreshed session token with the one it replaces; the session tells whether it still applies. */
  function reportRefreshedToken(sent: string, response: TimedResponse): void {
    const refreshed = response.headers?.get(SESSION_TOKEN_HEADER);
    if (!refreshed) return;
    options.onTokenRefreshed?.({
      sent,
      token: refreshed,
      clockOffsetMs: clockOffsetOfReceivedToken(refreshed, now()),
    });
  }

  /** Judged by the server's clock (the offset stored with the token), so a skewed local clock neither blocks a valid token nor lets an expired one through. */
  function hasExpired(token: string): boolean {
    return isSessionTokenExpired(token, now(), options.loginToken.clockOffsetMs?.() ?? null);
  }

  async function request<Schema extends z.ZodMiniType>(call: ApiRequest<Schema>): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const token = call.auth ? options.loginToken.read() : call.bearer;
    if (call.auth && token !== undefined && hasExpired(token)) {
      options.onSessionExpired?.();
      throw new ApiError({ reason: 'aborted', status: 0, code: 0, message: 'The session has expired.' });
    }
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = { method: call.method, headers };
    if (call.body !== undefined) init.body = JSON.stringify(call.body);
    if (call.signal) init.signal = call.signal;

    let response: TimedResponse;
    try {
      const url = buildUrl(options.apiHost, call.path, call.query);
      response = await timedFetch(fetchFunction, url, init, options.timeoutMs ?? apiRequestTimeoutMs);
    } catch (error) {
      throw applyCatalogue(transportError(error, call.signal), call.auth);
    }
    const outcome = dataOrError(response);
    if (outcome instanceof ApiError) throw applyCatalogue(outcome, call.auth);
    if (call.auth && token !== undefined) reportRefreshedToken(token, response);
    const parsed = call.schema.safeParse(outcome.data);
    if (!parsed.success) {
      const error = new ApiError({
        reason: 'schema',
        status: response.status,
        code: 200,
        message: `The response of ${call.method} ${call.path} does not match the API contract.`,
        details: parsed.error.issues,
      });
      throw applyCatalogue(error, call.auth);
    }
    return parsed.data;
  }

  return { request };
}
