import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** A refused request (4xx) says the same the second time; a network failure or a 5xx may not. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/**
 * One QueryClient per app instance (the browser's root, a test, a server render): never a module singleton, so
 * server-rendered pages can hand their cache to the browser with dehydrate/HydrationBoundary.
 * Reads retry twice on network failures and 5xx; mutations never retry (the user presses again).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && worthRetrying(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
