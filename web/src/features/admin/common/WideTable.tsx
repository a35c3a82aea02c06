import type { ReactNode } from 'react';
import './admin-pages.css';

interface Props {
  /** What the table holds, said by screen readers when the region gets focus. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a narrow screen, in a region the keyboard can focus and scroll (WCAG 2.1.1; axe
 * `scrollable-region-focusable`). Used instead of antd's `scroll.x`, whose scrolling box cannot take focus: a table
 * without links or buttons in it could not be read to its end without a mouse.
 */
export function WideTable({ label, minWidth, children }: Props) {
  return (
    <div className="admin-wide" role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
