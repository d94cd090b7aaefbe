import { type ApiClient, type ApiNotification, createApiClient } from '@/api/http/api-client';
import type { ApiError } from '@/api/http/api-error';
import type { LoginTokenStore } from '@/api/http/login-token';
import type { FetchFunction } from '@/api/http/timed-fetch';
import { site } from '@/config/site';

export interface AppApiClientOptions {
  loginToken: LoginTokenStore;
  /** After a 401 on a signed-in call (the client has already removed the token). */
  onUnauthorized: () => void;
  /** After a 502: the 'Server Error' toast. */
  notify: (notification: ApiNotification) => void;
  fetch?: FetchFunction;
  log?: (error: ApiError) => void;
}

/** The app's API client: same origin by default (site.apiHost), spec.md's error catalogue routed to the app. */
export function createAppApiClient({
  loginToken,
  onUnauthorized,
  notify,
  fetch,
  log,
}: AppApiClientOptions): ApiClient {
  return createApiClient({
    apiHost: site.apiHost,
    loginToken,
    onUnauthorized,
    notify,
    ...(fetch ? { fetch } : {}),
    ...(log ? { log } : {}),
  });
}
