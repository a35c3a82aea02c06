import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { SearchBox } from '../../components/SearchBox';
import { usePageTitle } from '../../lib/use-page-title';
import { useText } from '../../lib/i18n';
import { CategoryLinks } from './CategoryLinks';
import { SearchResultCard } from './SearchResultCard';
import { useProductSearch, type SearchState } from './api/search-products';
import { searchQueryOf, searchTabTitle } from './search-address';
import './search.css';

/** Results whose pictures load at once (the first row on a phone); the rest wait until they near the screen. */
const EAGER_CARDS = 2;

function Results({ state }: { state: SearchState }) {
  const text = useText();
  switch (state.status) {
    case 'idle':
      return (
        <>
          <p className="muted">{text('search.idle')}</p>
          <CategoryLinks />
        </>
      );
    case 'loading':
      return <Loading text={text('search.searching')} />;
    case 'failed':
      return <Alert kind="error">{text('category.failed')}</Alert>;
    case 'ready':
      if (state.hits.length === 0) {
        return (
          <>
            <p className="search-empty" role="status">
              {text('search.empty', { query: state.query })}
            </p>
            <p className="muted">{text('search.tryAnother')}</p>
            <CategoryLinks />
          </>
        );
      }
      return (
        <>
          <p className="search-count" role="status">
            {text('search.found', { count: state.hits.length, query: state.query })}
          </p>
          <ul className="search-grid">
            {state.hits.map((hit, i) => (
              <li key={hit.id}>
                <SearchResultCard hit={hit} eager={i < EAGER_CARDS} />
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
  const query = searchQueryOf(params);
  const state = useProductSearch(query);
  const text = useText();
  const title = searchTabTitle(query);
  usePageTitle(text(title.id, title.values));

  return (
    <div className="container page">
      <h1 className="page-title">{query ? text('search.resultsFor', { query }) : text('search.heading')}</h1>
      {/* Keyed by the query so back/forward put the right words back in the box. */}
      <SearchBox key={query} initialQuery={query} className="search-page__box" />
      <div className="search-results">
        <Results state={state} />
      </div>
    </div>
  );
}
