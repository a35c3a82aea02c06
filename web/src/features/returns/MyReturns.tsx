import type { CustomerReturn } from './api/return-types';
import { ReturnCard } from './ReturnCard';
import './returns.css';

export const MY_RETURNS_TEXTS = {
  empty: 'You have not asked for any returns.',
  failed: 'Failed to load your returns. Please try again.',
} as const;

/** My Returns: every return the customer asked for, newest first, as the server lists them. */
export function MyReturns({ returns }: { returns: CustomerReturn[] }) {
  if (returns.length === 0) return <p className="orders-empty">{MY_RETURNS_TEXTS.empty}</p>;
  return (
    <div className="rt-list">
      {returns.map((ret) => (
        <ReturnCard key={ret.id} ret={ret} />
      ))}
    </div>
  );
}
