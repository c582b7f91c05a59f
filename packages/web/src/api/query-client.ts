import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

export type ErrorReporter = (error: unknown) => void;

/** Retrying a 4xx repeats the same refusal; only network trouble and server errors get a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * Server state lives in TanStack Query only. Failed queries and mutations land in the red
 * snackbar — except a mutation with its own `onError` (it explains the failure itself, like the
 * reset screen) or one marked `meta: { silent: true }`.
 */
export function createQueryClient(reportError: ErrorReporter): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent || mutation.options.onError) return;
        reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
