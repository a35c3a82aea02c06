import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries a server-rendered page's data to the browser. */
export const QUERY_STATE_ID = 'shop-query-state';

/**
 * The server's answers, as JSON safe inside a script element. Failed reads go too (a missing product's 404), so
 * the browser's first render shows what the HTML shows. A JSON script runs nothing, so the CSP needs no exception.
 */
export function queryStateScript(client: QueryClient): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${QUERY_STATE_ID}">${json}</script>`;
}

/**
 * The state a server-rendered page carries; undefined for the SPA's shell (then the app starts without it). Its
 * answers may be seconds or hours old, so they count as stale: the page shows them at once and asks for fresh
 * ones once it runs, replacing them in place (no loading state in between).
 */
export function readQueryState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) query.state.dataUpdatedAt = 0;
  return state;
}
