import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { SearchBox } from '../../components/SearchBox';
import { usePageTitle } from '../../lib/use-page-title';
import { CategoryLinks } from './CategoryLinks';
import { SearchResultCard } from './SearchResultCard';
import { useProductSearch, type SearchState } from './api/search-products';
import './search.css';

export const SEARCH_TEXTS = {
  idle: 'Search by product name, ingredient or category, or browse a category:',
  searching: 'Searching...',
  failed: 'Failed to load products. Please try again later.',
  empty: (q: string) => `No products match "${q}".`,
  found: (n: number, q: string) => `${n} ${n === 1 ? 'product' : 'products'} found for "${q}"`,
};

function Results({ state }: { state: SearchState }) {
  switch (state.status) {
    case 'idle':
      return (
        <>
          <p className="muted">{SEARCH_TEXTS.idle}</p>
          <CategoryLinks />
        </>
      );
    case 'loading':
      return <Loading text={SEARCH_TEXTS.searching} />;
    case 'failed':
      return <Alert kind="error">{SEARCH_TEXTS.failed}</Alert>;
    case 'ready':
      if (state.hits.length === 0) {
        return (
          <>
            <p className="search-empty" role="status">
              {SEARCH_TEXTS.empty(state.query)}
            </p>
            <p className="muted">Try another word, or browse a category:</p>
            <CategoryLinks />
          </>
        );
      }
      return (
        <>
          <p className="search-count" role="status">
            {SEARCH_TEXTS.found(state.hits.length, state.query)}
          </p>
          <ul className="search-grid">
            {state.hits.map((hit) => (
              <li key={hit.id}>
                <SearchResultCard hit={hit} />
              </li>
            ))}
          </ul>
        </>
      );
  }
}

/** /search?q=: products matching the query (our endpoint GET /v2/search/products); the query lives in the URL, so back/forward work. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const state = useProductSearch(query);
  usePageTitle(query ? `Search: ${query}` : 'Search');

  return (
    <div className="container page">
      <h1 className="page-title">{query ? `Search results for "${query}"` : 'Search products'}</h1>
      {/* Keyed by the query so back/forward put the right words back in the box. */}
      <SearchBox key={query} initialQuery={query} className="search-page__box" />
      <div className="search-results">
        <Results state={state} />
      </div>
    </div>
  );
}
