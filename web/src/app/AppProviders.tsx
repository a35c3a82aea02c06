import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { accountKey } from '../lib/account-scope';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';
import { LanguageProvider } from '../lib/i18n';
import type { Language } from '../../../shared/rules/languages';

interface Props {
  children: ReactNode;
  /** The server render passes the client it filled; the browser makes its own. */
  client?: QueryClient;
  /** What a server-rendered page's data was (prerender/query-state.ts), so hydration starts from the same answers. */
  state?: DehydratedState;
  /** The page's language, from its path (decision 0090). */
  language: Language;
}

/** The providers every page needs; the QueryClient is made once per app instance. */
export function AppProviders({ children, client, state, language }: Props) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // A session that ends takes its customer data with it.
  useEffect(
    () =>
      useSession.subscribe((now, before) => {
        if (before.token && now.token !== before.token)
          queryClient.removeQueries({ queryKey: accountKey(before.token) });
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <LanguageProvider language={language}>{children}</LanguageProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
