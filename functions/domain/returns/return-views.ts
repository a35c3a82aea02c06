import { fromCents } from '../../../shared/rules/money';
import { publicUrl } from '../../lib/uploads';
import {
  paymentStatusOf,
  productNameOf,
  returnWindowFields,
  variantLabelOf,
  type LineNaming,
  type OrderRecord,
  type OrderReturnRow,
} from '../orders';
import { refundOutcomeUnknown } from './refund-claims';
import type { ReturnRecord } from './return-record';

/** A return as every answer shows it (issue 22's wire format), its items named by `naming` (English for staff). */
export function returnView(r: ReturnRecord, naming: LineNaming) {
  return {
    id: r.id,
    order_id: r.orderId,
    status: r.status,
    reason: r.reason,
    note: r.note,
    items: r.items.map((i) => ({
      product_id: i.productId,
      variant_id: i.variantId ?? null,
      variant_label: variantLabelOf(i, naming),
      product_name: productNameOf(i, naming),
      product_image: i.imagePath ? publicUrl(i.imagePath) : null,
      quantity: i.quantity,
      amount: fromCents(i.amountCents),
    })),
    refund_amount: fromCents(r.refundCents),
    refund_method: r.refundMethod,
    refund_reference: r.refundReference,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    timeline: r.timeline.map((e) => ({ status: e.status, at: e.at, by: e.by, note: e.note })),
  };
}

/**
 * A return as the back-office reads it: with `refund_check` only while its card refund's outcome is unknown
 * (decision 0061), when staff must check PayHere and enter the refund reference. Customers never see it.
 */
export const staffReturnView = (r: ReturnRecord) => ({
  ...returnView(r, 'english'),
  ...(r.refunding && refundOutcomeUnknown(r.refunding, Date.now()) ? { refund_check: true as const } : {}),
});

/** A row of the back-office list: the return and its customer. */
export const adminReturnRow = (r: ReturnRecord) => ({
  ...staffReturnView(r),
  customer: { id: r.userId ?? null, name: r.customer.name, email: r.customer.email },
});

/** A return's back-office page: the return, its customer and its order. */
export function adminReturnDetail(r: ReturnRecord, order: OrderRecord) {
  return {
    ...staffReturnView(r),
    customer: { id: r.userId ?? null, name: r.customer.name, email: r.customer.email, phone: r.customer.phone },
    order: {
      id: order.id,
      status: order.status,
      payment_method: order.paymentMethod,
      payment_status: paymentStatusOf(order),
      total: fromCents(order.totalCents),
      delivered_at: returnWindowFields(order).delivered_at,
      created_at: order.createdAt,
    },
  };
}

/** The order page's list of its returns. */
export const orderReturnRows = (returns: ReturnRecord[]): OrderReturnRow[] =>
  returns.map((r) => ({
    id: r.id,
    status: r.status,
    created_at: r.createdAt,
    refund_amount: fromCents(r.refundCents),
  }));
