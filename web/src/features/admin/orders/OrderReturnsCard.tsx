import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { formatLkr } from '../../../../../shared/rules/money';
import { ReturnStatusTag } from '../returns/ReturnStatusTag';
import { timelineTime } from './order-timeline';
import type { AdminOrderDetail } from './api/get-order';

type OrderReturn = NonNullable<AdminOrderDetail['returns']>[number];

/** The order's returns (issue 22), each a link to its page in RETURNS; nothing when it has none. */
export function OrderReturnsCard({ returns }: { returns: OrderReturn[] | undefined }) {
  if (!returns?.length) return null;
  return (
    <Card title="Returns">
      <ul className="order-page__returns">
        {returns.map((r) => (
          <li key={r.id}>
            <Link to={`/admin/returns/${r.id}`}>{`Return #${r.id}`}</Link> <ReturnStatusTag status={r.status} />
            {` ${formatLkr(r.refund_amount)}, asked ${timelineTime(r.created_at)}`}
          </li>
        ))}
      </ul>
    </Card>
  );
}
