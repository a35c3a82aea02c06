import { useState } from 'react';

/**
 * A page number that goes back to 1 whenever `resetKey` (the search, the category) changes — in the same render,
 * so no request is made for the old page with the new filter (SPEC section 4: pagination resets on a new search).
 */
export function usePageReset(resetKey: string, initialPage = 1): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: Math.max(1, Math.floor(initialPage) || 1) });
  if (state.key !== resetKey) {
    setState({ key: resetKey, page: 1 });
    return [1, (page) => setState({ key: resetKey, page })];
  }
  return [state.page, (page) => setState({ key: resetKey, page })];
}
