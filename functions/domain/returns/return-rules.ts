import { claimedUnits, returnLineKey } from '../../../shared/rules/return-claims';
import { returnMessages, returnUntil, withinReturnWindow } from '../../../shared/rules/returns';
import type { ReturnItemInput } from '../../../shared/validation/returns';
import { refusedValue } from '../shop-errors';
import { deliveredAtOf, type OrderRecord } from '../orders';
import { unitsAmountCents, type PaidLine } from './return-amounts';
import type { ReturnItem, ReturnRecord } from './return-record';

/** A delivered order inside its return window, else the refusal under `order`. */
export function assertReturnable(order: OrderRecord, windowDays: number, now: Date): void {
  const until = returnUntil(deliveredAtOf(order), windowDays);
  if (!withinReturnWindow(until, now)) throw refusedValue('order', returnMessages.notReturnable);
}

/** Whether the order's returns keep it from being canceled: any return not rejected owns its units' way back. */
export const returnsBlockCancel = (returns: ReturnRecord[]): boolean => returns.some((r) => r.status !== 'rejected');

/**
 * The items of a new return, each with what was paid for its units; refused under `items` when a line is not in
 * the order or more units would come back than were received (counting earlier returns that were not rejected),
 * and first of all when a product is Final Sale.
 */
export function returnItems(
  order: OrderRecord,
  wanted: ReturnItemInput[],
  earlier: ReturnRecord[],
  paid: Map<string, PaidLine>,
  finalSale: ReadonlySet<number>,
): ReturnItem[] {
  if (wanted.some((w) => finalSale.has(w.product_id))) throw refusedValue('items', returnMessages.finalSale);
  const claimed = claimedUnits(earlier);
  return wanted.map((w) => {
    const key = returnLineKey(w.product_id, w.variant_id);
    const line = order.lines.find((l) => returnLineKey(l.productId, l.variantId) === key);
    const paidLine = paid.get(key);
    const already = claimed.get(key) ?? 0;
    if (!line || !paidLine || already + w.quantity > paidLine.quantity)
      throw refusedValue('items', returnMessages.tooMany);
    const item: ReturnItem = {
      productId: line.productId,
      ...(line.variantId !== undefined ? { variantId: line.variantId, variantLabel: line.variantLabel } : {}),
      name: line.name,
      ...(line.translatedName ? { translatedName: line.translatedName } : {}),
      ...(line.translatedLabel ? { translatedLabel: line.translatedLabel } : {}),
      imagePath: line.imagePath,
      quantity: w.quantity,
      amountCents: unitsAmountCents(paidLine, already, w.quantity),
    };
    return item;
  });
}

/**
 * What a refund of `record` may pay now: each item's amount, capped by what its line cost less what refunds of the
 * order's other returns already paid for that line, so a refund never exceeds what was paid for those items.
 */
export function refundableCents(record: ReturnRecord, others: ReturnRecord[], paid: Map<string, PaidLine>): number {
  const refunded = new Map<string, number>();
  for (const r of others.filter((o) => o.id !== record.id && o.status === 'refunded'))
    for (const i of r.items)
      refunded.set(
        returnLineKey(i.productId, i.variantId),
        (refunded.get(returnLineKey(i.productId, i.variantId)) ?? 0) + i.amountCents,
      );
  return record.items.reduce((sum, i) => {
    const key = returnLineKey(i.productId, i.variantId);
    const left = Math.max(0, (paid.get(key)?.paidCents ?? 0) - (refunded.get(key) ?? 0));
    return sum + Math.min(i.amountCents, left);
  }, 0);
}
