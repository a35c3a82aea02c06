import { useId, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useText } from '../lib/i18n';
import './search-box.css';

export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;

interface Props {
  /** The query already searched for (the search page), if any. */
  initialQuery?: string;
  placeholder?: string;
  className?: string;
}

/**
 * The product search box (home and search page): Enter or the button opens /search?q=; a blank query does nothing.
 * Its `action` lets the browser open the results itself when the box is used before the app has taken a
 * server-drawn page over (a slow phone; decision 0044).
 */
export function SearchBox({ initialQuery = '', placeholder, className = '' }: Props) {
  const text = useText();
  const navigate = useNavigate();
  // The page's own language: `/si/search` on a Sinhala page, also when the box is used before the app starts.
  const action = useHref('/search');
  const id = useId();
  const [value, setValue] = useState(initialQuery);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = value.trim();
    if (query) navigate(searchPath(query));
  };

  return (
    <form role="search" action={action} className={`search-box ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {text('search.heading')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder ?? text('search.heading')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn--accent">
        {text('search.button')}
      </button>
    </form>
  );
}
