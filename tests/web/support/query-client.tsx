import { notifyManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../web/src/lib/query-client';

// Query updates reach components in the same tick of the microtask queue, inside the act() of the test, rather
// than on a later timer the test would have to wait for.
notifyManager.setScheduler(queueMicrotask);

/**
 * The app's own QueryClient, one per test, with read retries off: a test that answers 500 or drops the
 * connection on purpose wants the failure on screen at once (the retry rule has its own unit test).
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

export function WithQueryClient({
  children,
  client = testQueryClient(),
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
