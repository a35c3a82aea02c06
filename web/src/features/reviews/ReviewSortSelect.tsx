import { useId } from 'react';
import { REVIEW_SORTS, type ReviewSort } from './api/review-types';

/** Newest, highest or lowest first. */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const id = useId();
  return (
    <div className="rv-sort">
      <label htmlFor={id}>Sort reviews</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ReviewSort)}>
        {REVIEW_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
