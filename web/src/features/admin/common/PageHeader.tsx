import type { ReactNode } from 'react';

/** A back-office page's title with its actions on the right (wrapping under it on a phone). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="admin-page__header">
      <h1 className="admin-page__title">{title}</h1>
      {children && <div className="admin-page__actions">{children}</div>}
    </header>
  );
}
