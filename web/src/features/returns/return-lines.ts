import { claimedUnits, returnLineKey } from '../../../../shared/rules/return-claims';
import { withinReturnWindow as withinWindow } from '../../../../shared/rules/returns';
import { lineName } from '../../../../shared/rules/variants';
import type { CustomerReturn, ReturnRequest } from './api/return-types';

/** One product line of an order, as My Orders holds it (S11's `item`). */
export interface OrderedItem {
  product_id: number;
  variant_id: number | null;
  product_name: string;
  variant_label: string | null;
  quantity: number;
}

/** A line the return form offers: what was received, less what earlier returns (not rejected) already claim. */
export interface ReturnableLine {
  key: string;
  productId: number;
  variantId: number | null;
  name: string;
  received: number;
  left: number;
}

/** Return items shows on a delivered order until its window closes (`return_until`, issue 22). */
export function withinReturnWindow(
  order: { status: string; returnUntil: string | null | undefined },
  now: Date = new Date(),
): boolean {
  return order.status === 'delivered' && withinWindow(order.returnUntil ?? null, now);
}

/** The order's lines with what may still be returned of each; earlier returns are this order's. */
export function returnableLines(items: OrderedItem[], earlier: CustomerReturn[]): ReturnableLine[] {
  // What the server counts as claimed, by the same rule and line key (shared/rules/return-claims.ts).
  const claimed = claimedUnits(
    earlier.map((r) => ({
      status: r.status,
      items: r.items.map((i) => ({ productId: i.product_id, variantId: i.variant_id, quantity: i.quantity })),
    })),
  );
  return items.map((item) => {
    const key = returnLineKey(item.product_id, item.variant_id);
    return {
      key,
      productId: item.product_id,
      variantId: item.variant_id,
      name: lineName(item.product_name, item.variant_label),
      received: item.quantity,
      left: Math.max(0, item.quantity - (claimed.get(key) ?? 0)),
    };
  });
}

/**
 * The request for the chosen quantities (lines at 0 are left out), and the form's line key of each item sent: the
 * server's `items.N.quantity` message belongs beside the line sent N-th.
 */
export function returnRequest(
  lines: ReturnableLine[],
  quantities: Record<string, number>,
  reason: ReturnRequest['reason'],
  note: string,
): { body: ReturnRequest; sentKeys: string[] } {
  const chosen = lines.filter((l) => (quantities[l.key] ?? 0) > 0);
  const body: ReturnRequest = {
    items: chosen.map((l) => ({
      product_id: l.productId,
      ...(l.variantId !== null ? { variant_id: l.variantId } : {}),
      quantity: quantities[l.key],
    })),
    reason,
    ...(note.trim() ? { note: note.trim() } : {}),
  };
  return { body, sentKeys: chosen.map((l) => l.key) };
}
