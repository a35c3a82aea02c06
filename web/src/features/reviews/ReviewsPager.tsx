import { useText } from '../../lib/i18n';

/** Previous / "Page 2 of 5" / Next under the reviews; nothing when there is one page. */
export function ReviewsPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const text = useText();
  if (totalPages <= 1) return null;
  return (
    <nav className="rv-pager" aria-label={text('reviews.pages')}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {text('reviews.previous')}
      </button>
      <span aria-live="polite">{text('reviews.pageOf', { page, total: totalPages })}</span>
      <button type="button" className="btn btn--ghost" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {text('reviews.next')}
      </button>
    </nav>
  );
}
