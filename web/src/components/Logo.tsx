import { Link } from 'react-router-dom';
import { brand } from '../../../shared/brand';
import { useText } from '../lib/i18n';

/** The shop's mark and name; both come from shared/brand.ts. Its accessible name is in the page's language. */
export function Logo({ to = '/' }: { to?: string }) {
  const text = useText();
  return (
    <Link to={to} className="logo" aria-label={text('logo.home')}>
      <svg viewBox="0 0 64 64" width="34" height="34" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--c-primary)" />
        <path
          d="M20 14v36M20 33l20-19M27 27l16 23"
          stroke="var(--c-accent)"
          strokeWidth="6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="logo__name">{brand.name.toUpperCase()}</span>
    </Link>
  );
}
