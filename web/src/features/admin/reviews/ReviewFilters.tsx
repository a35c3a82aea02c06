import { Input, Select } from 'antd';
import { REVIEW_STATUSES, STARS } from '../../../../../shared/rules/reviews';
import type { ReviewFilter } from './api/get-reviews';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...REVIEW_STATUSES.map((s) => ({ value: s, label: s === 'published' ? 'Published' : 'Hidden' })),
];
const RATING_OPTIONS = [
  { value: '', label: 'All ratings' },
  ...STARS.map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` })),
];

/** The review list's filters: status, product (its id) and rating ('' is all). */
export function ReviewFilters({ value, onChange }: { value: ReviewFilter; onChange: (next: ReviewFilter) => void }) {
  return (
    <div className="admin-page__toolbar">
      <Select<ReviewFilter['status']>
        aria-label="Review status"
        value={value.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Input
        aria-label="Product ID"
        placeholder="Product ID"
        inputMode="numeric"
        allowClear
        value={value.productId}
        onChange={(e) => onChange({ ...value, productId: e.target.value.replace(/\D/g, '') })}
        style={{ width: 160 }}
      />
      <Select<ReviewFilter['rating']>
        aria-label="Rating"
        value={value.rating}
        options={RATING_OPTIONS}
        onChange={(rating) => onChange({ ...value, rating })}
      />
    </div>
  );
}
