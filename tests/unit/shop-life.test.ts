import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../shared/rules/orders';
import { seedCatalogue } from '../../infra/local/seed/catalogue';
import { planShopLife, UNREVIEWED_EVERY } from '../../infra/local/seed/shop-life';

const now = new Date('2026-11-26T00:00:00Z');
const { orders, reviews } = planShopLife(now, seedCatalogue.length);
const statusOf = (o: (typeof orders)[number]) => o.moves.at(-1)?.to ?? 'pending';

describe("the seeded shop's life", () => {
  it('holds no rating or review count in the catalogue itself', () => {
    for (const p of seedCatalogue) expect(Object.keys(p)).not.toEqual(expect.arrayContaining(['rating']));
    for (const p of seedCatalogue) expect(Object.keys(p)).not.toEqual(expect.arrayContaining(['reviews']));
  });

  it('has orders in every status, spread over the last twelve months, a few pending and a few canceled', () => {
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, orders.filter((o) => statusOf(o) === s).length]));
    for (const status of ORDER_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
    expect(counts.pending).toBeLessThan(10);
    expect(counts.canceled).toBeLessThan(15);
    expect(counts.delivered).toBeGreaterThan(orders.length / 2);
    const months = new Set(orders.map((o) => o.placedAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    for (const o of orders) expect(o.placedAt.getTime()).toBeGreaterThan(now.getTime() - 366 * 24 * 3600 * 1000);
  });

  it('has reviews only by customers of a delivered order holding the product, one each, and some products none', () => {
    const keys = new Set<string>();
    for (const r of reviews) {
      const order = orders[r.order]!;
      expect(statusOf(order)).toBe('delivered');
      expect(order.lines.map((l) => l.product)).toContain(r.product);
      const key = `${order.customer}:${r.product}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
      expect(r.at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const reviewed = new Set(reviews.map((r) => r.product));
    expect(reviewed.size).toBeGreaterThan(seedCatalogue.length / 2);
    expect(seedCatalogue.some((_, i) => i % UNREVIEWED_EVERY === 0 && !reviewed.has(i))).toBe(true);
  });

  it('is the same plan on every start', () => {
    expect(planShopLife(now, seedCatalogue.length)).toEqual({ orders, reviews });
  });
});
