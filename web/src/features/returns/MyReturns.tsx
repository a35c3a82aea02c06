import { useText, type MessageId } from '../../lib/i18n';
import type { CustomerReturn } from './api/return-types';
import { ReturnCard } from './ReturnCard';
import './returns.css';

/** My Returns' empty and failed texts (ids of the page's catalogue), which My Orders' tab shows too. */
export const MY_RETURNS_TEXTS = {
  empty: 'myReturns.empty',
  failed: 'myReturns.failed',
} as const satisfies Record<string, MessageId>;

/** My Returns: every return the customer asked for, newest first, as the server lists them. */
export function MyReturns({ returns }: { returns: CustomerReturn[] }) {
  const t = useText();
  if (returns.length === 0) return <p className="orders-empty">{t(MY_RETURNS_TEXTS.empty)}</p>;
  return (
    <div className="rt-list">
      {returns.map((ret) => (
        <ReturnCard key={ret.id} ret={ret} />
      ))}
    </div>
  );
}
