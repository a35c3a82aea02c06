import { Link } from 'react-router-dom';
import { CATEGORIES, categoryPath } from '../../../../shared/rules/catalogue';

/** The four category pages, offered when a search finds nothing. */
export function CategoryLinks() {
  return (
    <nav aria-label="Shop by category">
      <ul className="search-categories">
        {CATEGORIES.map((c) => (
          <li key={c}>
            <Link to={categoryPath(c)} className="btn btn--ghost">
              {c}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
