import { orderNumber } from '../../../shared/rules/orders';
import type { CreateReturnInput } from '../../../shared/validation/returns';
import { orderLineText, type OrderActor, type OrderEvent, type OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import type { ReturnItem, ReturnRecord } from './return-record';

interface ReturnRequest {
  id: number;
  order: OrderRecord;
  items: ReturnItem[];
  input: CreateReturnInput;
  by: Extract<OrderActor, { kind: 'user' | 'guest' }>;
  at: string;
}

/**
 * A customer's new return (requested) and the line its order's timeline gets. What it refunds is what was paid for
 * its items; how, the order's payment method says (decision 0070): through the provider, or by staff's transfer.
 */
export function newReturn({ id, order, items, input, by, at }: ReturnRequest): {
  record: ReturnRecord;
  event: OrderEvent;
} {
  const record: ReturnRecord = {
    id,
    orderId: order.id,
    ...(order.userId !== undefined ? { userId: order.userId } : {}),
    customer: order.customer,
    status: 'requested',
    reason: input.reason,
    note: input.note,
    items,
    refundCents: items.reduce((sum, i) => sum + i.amountCents, 0),
    refundMethod: paymentMethodOf(order.paymentMethod).refunds.method,
    refundReference: null,
    timeline: [{ status: 'requested', at, by: by.name, note: input.note }],
    createdAt: at,
    updatedAt: at,
  };
  const event: OrderEvent = {
    at,
    kind: 'return',
    by,
    to: 'requested',
    note: `Return ${id} of order ${orderNumber(order.id)}: ${items.map(orderLineText).join(', ')}`,
  };
  return { record, event };
}
