import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { accountKey } from '../lib/account-scope';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';

/** The providers every page needs; the QueryClient is made once per app instance. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A session that ends takes its customer data with it.
  useEffect(
    () =>
      useSession.subscribe((now, before) => {
        if (before.token && now.token !== before.token) queryClient.removeQueries({ queryKey: accountKey(before.token) });
      }),
    [queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
