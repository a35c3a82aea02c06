import { useId } from 'react';
import { REVIEW_SORTS } from '../../../../shared/rules/reviews';
import { useText } from '../../lib/i18n';
import type { ReviewSort } from './api/review-types';

/** Newest, highest or lowest first. */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const id = useId();
  const text = useText();
  return (
    <div className="rv-sort">
      <label htmlFor={id}>{text('reviews.sort')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ReviewSort)}>
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {text(`reviews.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
