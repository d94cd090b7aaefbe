import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http/api-error';

/**
 * A failure worth one more try: the network or the deadline, never an answer the server meant (4xx) and never a
 * 502, whose Server Error toast the user has already seen.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.reason === 'network' || error.reason === 'timeout';
}

/** The app's query cache: the app screens' API reads and the wallet's balance and name. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && isRetryable(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
