import { useEffect, useState } from 'react';
import type { ProductListItem } from '../../../../shared/api/catalog';
import { api } from '../../lib/api';

/** One hit of GET /v2/search/products: the category-list shape, always with category, stock and discount. */
export type SearchHit = Required<ProductListItem>;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'ready'; query: string; hits: SearchHit[] };

/** Searches the catalogue for `query`; a newer query wins over an answer still on its way. */
export function useProductSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading', query });
    api
      .get<{ data?: unknown }>('/v2/search/products', { q: query })
      .then((body) => {
        if (!current) return;
        setState(Array.isArray(body?.data) ? { status: 'ready', query, hits: body.data as SearchHit[] } : { status: 'failed', query });
      })
      .catch(() => {
        if (current) setState({ status: 'failed', query });
      });
    return () => {
      current = false;
    };
  }, [query]);
  return state;
}
