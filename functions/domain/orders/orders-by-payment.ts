import type { CodConfirmation } from '../../../shared/rules/cod-confirmation';
import type { PaymentMethod, PaymentStatus } from '../../../shared/rules/payments';
import { countAll, queryFirst } from '../../lib/query-all';
import { orderKeys } from './order-keys';
import type { OrderRecord } from './order-record';
import { toOrder } from './orders-repo';

/** The back-office list narrowed by how orders are paid and where their payment stands (either or both). */
export interface PaymentFilter {
  method?: PaymentMethod;
  status?: PaymentStatus;
  /** A cash order's confirmation (issue 31). */
  codConfirmation?: CodConfirmation;
}

/**
 * The shop's order index (GSI2, pending first then newest, as B5) read through a filter: no counter exists per
 * payment method and status, so the total is counted by the same Query (decision 0039). An order written before
 * card payments has no payment status: it is cash on delivery, `on_delivery`.
 */
function filteredQuery(filter: PaymentFilter) {
  const conditions: string[] = [];
  const values: Record<string, string> = { ':pk': orderKeys.ordersIndex };
  if (filter.method) {
    conditions.push('paymentMethod = :method');
    values[':method'] = filter.method;
  }
  if (filter.status) {
    conditions.push(
      filter.status === 'on_delivery'
        ? '(paymentStatus = :status OR attribute_not_exists(paymentStatus))'
        : 'paymentStatus = :status',
    );
    values[':status'] = filter.status;
  }
  if (filter.codConfirmation) {
    conditions.push('codConfirmation = :cod');
    values[':cod'] = filter.codConfirmation;
  }
  return {
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  };
}

/** One page of the orders that match, in the B5 order, and how many match in all. */
export async function ordersByPayment(
  filter: PaymentFilter,
  page: number,
  size: number,
): Promise<{ orders: OrderRecord[]; total: number }> {
  const query = filteredQuery(filter);
  const [items, total] = await Promise.all([queryFirst(page * size, query), countAll(query)]);
  return { orders: items.slice((page - 1) * size).map(toOrder), total };
}
