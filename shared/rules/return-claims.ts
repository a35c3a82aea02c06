import type { ReturnStatus } from './returns';

/**
 * The units of an order that its returns already claim (issue 22), one rule for the server, which refuses a return
 * of more than was received, and the return form, which offers only what is left. Each order line is one product,
 * or one variant of it, and its key says which.
 */
export const returnLineKey = (productId: number, variantId: number | null | undefined): string =>
  `${productId}#${variantId ?? '-'}`;

/** A return as far as its claim goes: its status and how many units of which line it sends back. */
export interface ClaimingReturn {
  status: ReturnStatus;
  items: ReadonlyArray<{ productId: number; variantId?: number | null; quantity: number }>;
}

/** Units of each order line (by `returnLineKey`) on their way back: every return of the order that was not rejected. */
export function claimedUnits(returns: readonly ClaimingReturn[]): Map<string, number> {
  const claimed = new Map<string, number>();
  for (const r of returns.filter((r) => r.status !== 'rejected'))
    for (const i of r.items) {
      const key = returnLineKey(i.productId, i.variantId);
      claimed.set(key, (claimed.get(key) ?? 0) + i.quantity);
    }
  return claimed;
}
