import type { ReturnReason, ReturnStatus } from '../../../shared/rules/returns';
import type { OrderEvent, OrderRecord } from '../../../functions/domain/orders';
import {
  paidByLine,
  returnItem,
  returnItems,
  returnsGuardItem,
  type ReturnRecord,
} from '../../../functions/domain/returns';
import { paymentMethodOf } from '../../../functions/domain/payments';
import { returnedOrderStatsAction } from '../../../functions/domain/stats';

const SHOP = { kind: 'system' } as const;
const HOUR = 3600 * 1000;

/** The seeded returns, one per status, on the newest delivered orders: the steps each went through, and why. */
const PLANNED: Array<{ steps: ReturnStatus[]; reason: ReturnReason; note: string | null }> = [
  { steps: ['requested'], reason: 'wrong_item', note: 'I ordered the cedarwood one.' },
  { steps: ['requested', 'approved'], reason: 'damaged', note: 'The cap was cracked.' },
  { steps: ['requested', 'approved', 'received'], reason: 'defective', note: 'The pump does not work.' },
  { steps: ['requested', 'approved', 'received', 'refunded'], reason: 'changed_mind', note: null },
  { steps: ['requested', 'rejected'], reason: 'other', note: 'Opened and half used.' },
];

export interface SeededReturns {
  /** The orders with their returns' steps on their timelines. */
  orders: OrderRecord[];
  /** The returns and their orders' guard items, to put. */
  items: Record<string, unknown>[];
  /** The dashboard's Return Orders counters of the orders with a received return. */
  counters: ReturnType<typeof returnedOrderStatsAction>[];
  /** Units that came back, by product (no longer sold). */
  unitsBack: Map<number, number>;
}

/**
 * Returns in every status on the newest delivered orders of the seeded shop (one item each, a day between steps,
 * never after `now`), written as the flows write them: the return, its order's guard and timeline, the counter.
 */
export function seedReturns(orders: OrderRecord[], ids: number[], now: Date): SeededReturns {
  const deliveredAt = (o: OrderRecord) => Date.parse(o.deliveredAt ?? o.updatedAt);
  const chosen = orders
    .filter((o) => o.status === 'delivered')
    .sort((a, b) => deliveredAt(b) - deliveredAt(a))
    .slice(0, PLANNED.length);
  const items: Record<string, unknown>[] = [];
  const counters: SeededReturns['counters'] = [];
  const unitsBack = new Map<number, number>();
  const changed = new Map<number, OrderRecord>();
  chosen.forEach((order, n) => {
    const plan = PLANNED[n]!;
    const line = order.lines[0]!;
    const [item] = returnItems(
      order,
      [{ product_id: line.productId, variant_id: line.variantId ?? null, quantity: 1 }],
      [],
      paidByLine(order),
      new Set(),
    );
    const steps = plan.steps.map((status, i) => ({
      status,
      at: new Date(Math.min(deliveredAt(order) + (i + 1) * 20 * HOUR, now.getTime() - (plan.steps.length - i) * HOUR)),
    }));
    const last = steps.at(-1)!;
    const refunded = last.status === 'refunded';
    const record: ReturnRecord = {
      id: ids[n]!,
      orderId: order.id,
      ...(order.userId !== undefined ? { userId: order.userId } : {}),
      customer: order.customer,
      status: last.status,
      reason: plan.reason,
      note: plan.note,
      items: [item!],
      refundCents: item!.amountCents,
      refundMethod: paymentMethodOf(order.paymentMethod).refunds.method,
      refundReference: refunded ? `BOC-TRF-${ids[n]}` : null,
      timeline: steps.map((s, i) => ({
        status: s.status,
        at: s.at.toISOString(),
        by: i === 0 ? order.customer.name : 'Shop',
        note: i === 0 ? plan.note : null,
      })),
      createdAt: steps[0]!.at.toISOString(),
      updatedAt: last.at.toISOString(),
    };
    // The customer who placed the order asked for the return, as the request flow records it; the shop did the rest.
    const customer = order.history?.find((e) => e.kind === 'placed')?.by ?? SHOP;
    const events: OrderEvent[] = steps.map((s, i) => ({
      at: s.at.toISOString(),
      kind: 'return',
      by: i === 0 ? customer : SHOP,
      ...(i > 0 ? { from: steps[i - 1]!.status } : {}),
      to: s.status,
      note: `Return ${record.id}`,
    }));
    changed.set(order.id, { ...order, history: [...(order.history ?? []), ...events] });
    const received = plan.steps.includes('received');
    items.push(returnItem(record), returnsGuardItem(order.id, 1, received ? steps[2]!.at.toISOString() : undefined));
    if (received) {
      counters.push(returnedOrderStatsAction(order, now));
      unitsBack.set(line.productId, (unitsBack.get(line.productId) ?? 0) + 1);
    }
  });
  return { orders: orders.map((o) => changed.get(o.id) ?? o), items, counters, unitsBack };
}
