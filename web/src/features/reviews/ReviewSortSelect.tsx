import { useId } from 'react';
import { REVIEW_SORTS } from '../../../../shared/rules/reviews';
import { SORT_LABELS, type ReviewSort } from './api/review-types';

/** Newest, highest or lowest first. */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const id = useId();
  return (
    <div className="rv-sort">
      <label htmlFor={id}>Sort reviews</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ReviewSort)}>
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
