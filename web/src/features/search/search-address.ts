import type { MessageId } from '../../lib/i18n';

/** The words a search page shows results for: its address's `q`, trimmed (the browser's page and the server's draw). */
export const searchQueryOf = (params: URLSearchParams): string => (params.get('q') ?? '').trim();

/** The search page's title for its words: "Search: {query}", or "Search" with none. */
export const searchTabTitle = (query: string): { id: MessageId; values?: { query: string } } =>
  query ? { id: 'search.tab', values: { query } } : { id: 'search.tabIdle' };
