import { site } from '@/config/site';
import { type ApiClient, type ApiClientOptions, createApiClient } from './api-client';
import { createLoginTokenStore } from './login-token';

export type AppApiClientOptions = Omit<ApiClientOptions, 'apiHost' | 'loginToken'> &
  Partial<Pick<ApiClientOptions, 'loginToken'>>;

/**
 * The web app's client: the configured API host (`site.apiHost`, empty = same origin) and the token stored
 * in localStorage, unless the caller shares its own store (the session machine's actors do).
 */
export function createAppApiClient(options: AppApiClientOptions): ApiClient {
  return createApiClient({
    ...options,
    apiHost: site.apiHost,
    loginToken: options.loginToken ?? createLoginTokenStore(),
  });
}
