import { Link } from 'react-router-dom';
import { CATEGORIES, categoryPath } from '../../../../shared/rules/catalogue';
import { useText } from '../../lib/i18n';

/** The four category pages, offered when a search finds nothing. */
export function CategoryLinks() {
  const text = useText();
  return (
    <nav aria-label={text('search.categories')}>
      <ul className="search-categories">
        {CATEGORIES.map((c) => (
          <li key={c}>
            <Link to={categoryPath(c)} className="btn btn--ghost">
              {text(`category.${c}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
