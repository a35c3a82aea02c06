import { Link } from 'react-router-dom';
import { useText } from '../lib/i18n';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** A breadcrumb trail; the caller's class styles it for its background. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className: string }) {
  const text = useText();
  return (
    <nav aria-label={text('breadcrumb.label')} className={className}>
      <ol>
        {items.map((item) => (
          <li key={item.to ?? item.label} aria-current={item.to ? undefined : 'page'}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : item.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
