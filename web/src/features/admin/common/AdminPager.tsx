interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The pager's own label for screen readers, e.g. "Products pages". */
  label: string;
  /** How many page numbers show around the current page: SPEC section 9, 3 on products and 2 elsewhere. */
  windowSize?: number;
}

/** The page numbers to show: a run of `size` pages that holds `page` and stays inside 1..total. */
export function pageWindow(page: number, total: number, size: number): number[] {
  const width = Math.max(1, Math.min(size, total));
  const start = Math.max(1, Math.min(page - Math.floor((width - 1) / 2), total - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}

/**
 * The back-office pager (contract 6.9): hidden when there is one page or none; First and Prev, a short window of
 * page numbers around the current one, an ellipsis and the last page when it lies beyond the window, then NEXT.
 */
export function AdminPager({ page, totalPages, onChange, label, windowSize = 2 }: Props) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const numbers = pageWindow(current, totalPages, windowSize);
  const last = numbers[numbers.length - 1];
  const go = (target: number) => () => {
    if (target !== current && target >= 1 && target <= totalPages) onChange(target);
  };
  const step = (text: string, title: string, target: number, disabled: boolean) => (
    <li title={title} className="admin-pager__step">
      <button type="button" className="admin-pager__button" onClick={go(target)} disabled={disabled}>
        {text}
      </button>
    </li>
  );
  const number = (n: number) => (
    <li key={n} title={String(n)}>
      <button
        type="button"
        className={`admin-pager__button${n === current ? ' admin-pager__button--current' : ''}`}
        aria-current={n === current ? 'page' : undefined}
        aria-label={`Page ${n}`}
        onClick={go(n)}
      >
        {n}
      </button>
    </li>
  );
  return (
    <nav aria-label={label} className="admin-pager">
      <ul className="admin-pager__list">
        {step('First', 'First Page', 1, current === 1)}
        {step('Prev', 'Previous Page', current - 1, current === 1)}
        {numbers.map(number)}
        {last < totalPages - 1 && (
          <li className="admin-pager__gap" aria-hidden="true">
            …
          </li>
        )}
        {last < totalPages && number(totalPages)}
        {step('NEXT', 'Next Page', current + 1, current === totalPages)}
      </ul>
    </nav>
  );
}
