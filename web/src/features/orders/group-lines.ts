import type { OrderLine } from './api/get-my-orders';

/** One order of S11, its fields typed by the route's order line. */
export interface OrderGroup {
  orderId: OrderLine['order_id'];
  orderNumber: OrderLine['order_number'];
  status: OrderLine['status'];
  /** The end of the return window: null unless the order was delivered (issue 22). */
  returnUntil: string | null;
  createdAt: OrderLine['created_at'];
  paymentMethod: OrderLine['payment_method'];
  paymentStatus: OrderLine['payment_status'];
  paymentDeadline: OrderLine['payment_deadline'];
  /** A cash order's confirmation (issue 31); absent when the order never asked for one. */
  codConfirmation?: NonNullable<OrderLine['cod_confirmation']>;
  /** The discount code the order used (null: none) and all it saved. */
  discountCode: string | null;
  discountAmount: number;
  /** A bank-transfer order's account and amount, and why its last slip was refused (null: none). */
  bankTransfer: OrderLine['bank_transfer'] | null;
  slipRejectionReason: string | null;
  lines: OrderLine[];
}

/** S11 is a flat list of lines; the customer reads it per order, newest order first (lines keep their order). */
export function groupByOrder(lines: OrderLine[]): OrderGroup[] {
  const groups = new Map<number, OrderGroup>();
  for (const line of lines) {
    let group = groups.get(line.order_id);
    if (!group) {
      group = {
        orderId: line.order_id,
        orderNumber: line.order_number,
        status: line.status,
        returnUntil: line.return_until ?? null,
        createdAt: line.created_at,
        paymentMethod: line.payment_method,
        paymentStatus: line.payment_status,
        paymentDeadline: line.payment_deadline,
        ...(line.cod_confirmation ? { codConfirmation: line.cod_confirmation } : {}),
        // An older answer has no code fields.
        discountCode: line.discount_code ?? null,
        discountAmount: line.discount_amount ?? 0,
        bankTransfer: line.bank_transfer ?? null,
        slipRejectionReason: line.slip_rejection_reason ?? null,
        lines: [],
      };
      groups.set(line.order_id, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderId - a.orderId);
}
