import { orderNumber } from '../../../shared/rules/orders';
import { paymentStatusOf, type OrderActor, type OrderRecord } from './order-record';
import { adminOrderCard } from './admin-order-views';
import { codeFields, returnWindowFields } from './order-views';

/** One of the order's returns as its page lists it (the returns area draws it: issue 22). */
export interface OrderReturnRow {
  id: number;
  status: 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';
  created_at: string;
  refund_amount: number;
}

/** Who made a timeline entry, as the order page names them. */
function actorName(by: OrderActor): string {
  if (by.kind === 'user') return `${by.name} (${by.role})`;
  if (by.kind === 'payhere') return 'PayHere';
  if (by.kind === 'provider') return by.name;
  if (by.kind === 'guest') return `${by.name} (guest)`;
  return 'Shop';
}

/**
 * The back-office order page: the B5 card plus billing, payment details, the timeline of every change, and the
 * order's returns with its return window.
 */
export function orderDetailView(order: OrderRecord, returns: OrderReturnRow[] = []) {
  return {
    ...adminOrderCard(order),
    order_number: orderNumber(order.id),
    billing: order.billing,
    shipping_address: order.shippingAddress,
    ...codeFields(order),
    tracking: order.tracking ?? null,
    payment: {
      method: order.paymentMethod,
      status: paymentStatusOf(order),
      deadline: order.paymentDeadline ?? null,
      payhere_payment_id: order.payment?.paymentId ?? null,
      card_method: order.payment?.method ?? null,
      card_no: order.payment?.cardNo ?? null,
      // Only on an order with a bank slip (its link: GET /v2/admin/orders/{id}/slip); others answer as before.
      ...(order.slip ? { slip_uploaded_at: order.slip.uploadedAt } : {}),
    },
    timeline: (order.history ?? []).map((e) => ({
      at: e.at,
      kind: e.kind,
      by: actorName(e.by),
      from: e.from ?? null,
      to: e.to ?? null,
      note: e.note ?? null,
    })),
    ...returnWindowFields(order),
    returns,
  };
}
