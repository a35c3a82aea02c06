import { describe, expect, it } from 'vitest';
import { codeSharesByLine, withCodeDiscount, type OrderRecord } from '../../functions/domain/orders';
import { deliveredAtOf } from '../../functions/domain/orders/order-record';
import { coveredLines, priceWithCode } from '../../functions/domain/promotions';
import {
  assertReturnable,
  paidByLine,
  refundableCents,
  returnItems,
  type ReturnRecord,
} from '../../functions/domain/returns';
import { unitsAmountCents } from '../../functions/domain/returns/return-amounts';
import { lineTotalCents, orderTotals } from '../../shared/rules/money';
import { mayMoveReturn, RETURN_STATUSES, returnUntil, withinReturnWindow } from '../../shared/rules/returns';

const DAY = 24 * 3600 * 1000;
type LineSpec = {
  productId: number;
  variantId?: number;
  price: number;
  discount?: number;
  quantity: number;
  category?: string;
};

/** An order priced as the checkout prices it (shared/rules/money.ts), with a code's discount as the checkout takes it. */
function orderOf(
  specs: LineSpec[],
  code?: { kind: 'percent' | 'fixed'; value: number; categories?: string[] },
): OrderRecord {
  const lines = specs.map((s, i) => ({
    id: i + 1,
    productId: s.productId,
    ...(s.variantId ? { variantId: s.variantId, variantLabel: `Size: ${s.variantId}` } : {}),
    name: `Product ${s.productId}`,
    imagePath: null,
    price: s.price,
    discount: s.discount ?? 0,
    quantity: s.quantity,
    totalCents: lineTotalCents({ price: s.price, discount: s.discount ?? 0, quantity: s.quantity }),
  }));
  const totals = orderTotals(lines, 350);
  const order = {
    id: 1,
    userId: 7,
    status: 'delivered',
    stockReturned: false,
    customer: { name: 'Dilan', email: 'd@example.lk', phone: '0771234567' },
    billing: {} as OrderRecord['billing'],
    shippingAddress: '',
    paymentMethod: 'COD',
    lines,
    ...totals,
    estimatedArrival: '',
    deliveredAt: new Date().toISOString(),
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  } as OrderRecord;
  if (!code) return order;
  const terms = { kind: code.kind, value: code.value, categories: (code.categories ?? []) as never };
  const codeLines = specs.map((s) => ({
    price: s.price,
    discount: s.discount ?? 0,
    quantity: s.quantity,
    category: s.category ?? 'Beard',
  }));
  const price = priceWithCode(terms, codeLines, null);
  const covered = new Set(coveredLines(terms, codeLines));
  return withCodeDiscount(
    order,
    { code: 'TEST', goodsCents: price.goodsCents, shippingCents: 0 },
    codeLines.map((l) => covered.has(l)),
  );
}

/** The same order as one placed before the checkout kept the code's share on its lines. */
const placedBeforeSharesWereKept = (order: OrderRecord): OrderRecord => ({
  ...order,
  lines: order.lines.map(({ codeShareCents: _kept, ...line }) => line),
});

const returnOf = (
  items: Array<[productId: number, quantity: number, amountCents: number]>,
  status = 'requested',
  id = 1,
) =>
  ({
    id,
    status,
    items: items.map(([productId, quantity, amountCents]) => ({
      productId,
      name: '',
      imagePath: null,
      quantity,
      amountCents,
    })),
  }) as unknown as ReturnRecord;

describe('the return window (issue 22)', () => {
  it('runs RETURN_WINDOW_DAYS from delivery, end excluded; no window before delivery', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(returnUntil(at, 7)).toBe('2026-11-27T10:00:00.000Z');
    expect(returnUntil(null, 7)).toBeNull();
    expect(withinReturnWindow('2026-11-27T10:00:00.000Z', new Date('2026-11-27T09:59:59.999Z'))).toBe(true);
    expect(withinReturnWindow('2026-11-27T10:00:00.000Z', new Date('2026-11-27T10:00:00.000Z'))).toBe(false);
    expect(withinReturnWindow(null, new Date())).toBe(false);
  });

  it('refuses an order that is not delivered or past its window, under `order`', () => {
    const order = orderOf([{ productId: 1, price: 1000, quantity: 1 }]);
    const now = new Date();
    expect(() => assertReturnable(order, 7, now)).not.toThrow();
    expect(() => assertReturnable({ ...order, status: 'shipped' }, 7, now)).toThrow(
      'This order can no longer be returned.',
    );
    const old = { ...order, deliveredAt: new Date(now.getTime() - 8 * DAY).toISOString() };
    expect(() => assertReturnable(old, 7, now)).toThrow('This order can no longer be returned.');
    expect(() => assertReturnable(old, 10, now)).not.toThrow();
  });

  it('reads an older order`s delivery from its timeline`s last move to delivered', () => {
    const order = orderOf([{ productId: 1, price: 1000, quantity: 1 }]);
    const { deliveredAt: _none, ...older } = order;
    const by = { kind: 'system' } as const;
    const history = [
      { at: '2026-11-02T00:00:00.000Z', kind: 'status' as const, by, from: 'shipped', to: 'delivered' },
      { at: '2026-11-03T00:00:00.000Z', kind: 'status' as const, by, from: 'delivered', to: 'shipped' },
      { at: '2026-11-04T00:00:00.000Z', kind: 'status' as const, by, from: 'shipped', to: 'delivered' },
    ];
    expect(deliveredAtOf({ ...older, history })).toBe('2026-11-04T00:00:00.000Z');
    expect(deliveredAtOf({ ...older, history, status: 'shipped' })).toBeNull();
    // No trace of the delivery: no window, rather than one that a later write to the order would reopen.
    expect(deliveredAtOf({ ...older, history: [] })).toBeNull();
  });
});

describe('quantities of a return', () => {
  const order = orderOf([
    { productId: 1, variantId: 2, price: 2500, quantity: 2 },
    { productId: 3, price: 1000, quantity: 1 },
  ]);
  const paid = paidByLine(order);
  const want = (productId: number, quantity: number, variantId: number | null = null) => ({
    product_id: productId,
    variant_id: variantId,
    quantity,
  });

  it('takes what was received less the earlier returns that were not rejected', () => {
    const earlier = [
      {
        ...returnOf([[1, 1, 250000]]),
        items: [{ productId: 1, variantId: 2, name: '', imagePath: null, quantity: 1, amountCents: 250000 }],
      },
    ];
    expect(returnItems(order, [want(1, 1, 2)], earlier, paid, new Set())).toMatchObject([
      { quantity: 1, amountCents: 250000 },
    ]);
    expect(() => returnItems(order, [want(1, 2, 2)], earlier, paid, new Set())).toThrow(
      'You cannot return more than you received.',
    );
    const rejected = earlier.map((r) => ({ ...r, status: 'rejected' as const }));
    expect(returnItems(order, [want(1, 2, 2)], rejected, paid, new Set())).toMatchObject([
      { quantity: 2, amountCents: 500000 },
    ]);
  });

  it('refuses a line the order does not hold (another size, no size given), and Final Sale first', () => {
    expect(() => returnItems(order, [want(1, 1, 9)], [], paid, new Set())).toThrow(
      'You cannot return more than you received.',
    );
    expect(() => returnItems(order, [want(1, 1)], [], paid, new Set())).toThrow(
      'You cannot return more than you received.',
    );
    expect(() => returnItems(order, [want(3, 5)], [], paid, new Set([3]))).toThrow(
      'Final Sale items cannot be returned.',
    );
  });
});

describe('transitions', () => {
  it('allows exactly requested -> approved | rejected, approved -> received, received -> refunded', () => {
    const allowed = RETURN_STATUSES.flatMap((from) =>
      RETURN_STATUSES.filter((to) => mayMoveReturn(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['requested->approved', 'requested->rejected', 'approved->received', 'received->refunded']);
  });
});

describe('refund amounts (decision 0061)', () => {
  it('without a code: the line`s price after its own discount, per unit', () => {
    const order = orderOf([{ productId: 1, price: 333.33, discount: 15, quantity: 3 }]);
    const paid = paidByLine(order).get('1#-')!;
    expect(paid.paidCents).toBe(order.subtotalCents - order.discountCents); // 849.99 (849.9915 rounded)
    // 283.33 + 283.33 + 283.33 = 849.99: the running count hands out the cents, never more than the line cost.
    const split = [unitsAmountCents(paid, 0, 1), unitsAmountCents(paid, 1, 1), unitsAmountCents(paid, 2, 1)];
    expect(split.reduce((s, c) => s + c, 0)).toBe(84999);
    expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
  });

  it('with a percent code: its share taken off in proportion to the lines it covered', () => {
    const order = orderOf(
      [
        { productId: 1, price: 2500, quantity: 3, category: 'Apparel' },
        { productId: 2, price: 1000, quantity: 1, category: 'Beard' },
      ],
      { kind: 'percent', value: 10 },
    );
    const paid = paidByLine(order);
    expect(paid.get('1#-')).toEqual({ quantity: 3, paidCents: 675000 });
    expect(paid.get('2#-')).toEqual({ quantity: 1, paidCents: 90000 });
    expect(unitsAmountCents(paid.get('1#-')!, 0, 2)).toBe(450000);
    expect(unitsAmountCents(paid.get('1#-')!, 2, 1)).toBe(225000);
  });

  it('a code of one category takes its share off that category`s lines only', () => {
    const specs = [
      { productId: 1, price: 2500, quantity: 3, category: 'Apparel' },
      { productId: 2, price: 1000, quantity: 1, category: 'Beard' },
    ];
    const order = orderOf(specs, { kind: 'percent', value: 10, categories: ['Apparel'] });
    expect(order.lines.map((l) => l.codeShareCents)).toEqual([75000, 0]);
    const paid = paidByLine(order);
    expect(paid.get('1#-')!.paidCents).toBe(675000);
    expect(paid.get('2#-')!.paidCents).toBe(100000);
  });

  it('keeps the shares split at checkout, whatever the code or the products` categories say later', () => {
    // Shoe and Shirt at 10,000 each, 20 % off Shoes: the shoe cost 8,000.
    const specs = [
      { productId: 1, price: 10000, quantity: 1, category: 'Shoes' },
      { productId: 2, price: 10000, quantity: 1, category: 'Shirts' },
    ];
    const order = orderOf(specs, { kind: 'percent', value: 20, categories: ['Shoes'] });
    const coversShirtNow = (l: OrderRecord['lines'][number]) => l.productId === 2;
    const coversNoneNow = () => false;
    for (const covered of [coversShirtNow, coversNoneNow]) {
      expect(paidByLine(order, covered).get('1#-')!.paidCents).toBe(800000);
      expect(paidByLine(order, covered).get('2#-')!.paidCents).toBe(1000000);
    }
    // An order placed before the shares were kept is split from today's terms: the total still holds, not the lines.
    const older = placedBeforeSharesWereKept(order);
    expect(paidByLine(older, (l) => l.productId === 1).get('1#-')!.paidCents).toBe(800000);
    expect(paidByLine(older, coversShirtNow).get('1#-')!.paidCents).toBe(1000000);
    expect(paidByLine(older, coversShirtNow).get('2#-')!.paidCents).toBe(800000);
  });

  it('the checkout`s split adds up to the code`s goods part exactly, half up on the running sum', () => {
    const lines = [
      { price: 333.33, discount: 0, quantity: 1 },
      { price: 333.33, discount: 0, quantity: 1 },
      { price: 333.33, discount: 0, quantity: 1 },
      { price: 999, discount: 0, quantity: 1 },
    ];
    // 100 cents over three equal covered lines: 33.33.. each, the running sum rounds to 33, 67, 100.
    expect(codeSharesByLine(lines, 100, [true, true, true, false])).toEqual([33, 34, 33, 0]);
    // A code that covers none of them (it cannot price any) is spread over all lines rather than lost.
    expect(codeSharesByLine(lines, 0, [false, false, false, false])).toEqual([0, 0, 0, 0]);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const some = Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
        price: Math.round(random() * 500000) / 100 + 0.01,
        discount: random() < 0.5 ? 0 : Math.round(random() * 9000) / 100,
        quantity: 1 + Math.floor(random() * 4),
      }));
      const covered = some.map(() => random() < 0.6);
      const goods = Math.floor(random() * 100000);
      const shares = codeSharesByLine(some, goods, covered);
      expect(shares.reduce((s, c) => s + c, 0)).toBe(goods);
      if (covered.some(Boolean)) shares.forEach((c, i) => !covered[i] && expect(c).toBe(0));
    }
  });

  it('never pays more than was paid for the units: any split of any order adds up to at most what it charged', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round++) {
      const specs = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => ({
        productId: i + 1,
        price: Math.round(random() * 500000) / 100 + 0.01,
        discount: random() < 0.5 ? 0 : Math.round(random() * 9000) / 100,
        quantity: 1 + Math.floor(random() * 5),
        category: random() < 0.5 ? 'Beard' : 'Hair',
      }));
      const code =
        random() < 0.3
          ? undefined
          : random() < 0.5
            ? {
                kind: 'percent' as const,
                value: 1 + Math.floor(random() * 100),
                categories: random() < 0.5 ? ['Hair'] : [],
              }
            : { kind: 'fixed' as const, value: Math.round(random() * 300000) / 100, categories: [] };
      const order = orderOf(specs, code);
      const covered = (l: OrderRecord['lines'][number]) =>
        !code?.categories?.length || specs[l.productId - 1].category === 'Hair';
      const paid = paidByLine(random() < 0.5 ? order : placedBeforeSharesWereKept(order), covered);
      let all = 0;
      for (const [key, line] of paid) {
        let done = 0;
        while (done < line.quantity) {
          const units = 1 + Math.floor(random() * (line.quantity - done));
          const amount = unitsAmountCents(line, done, units);
          expect(amount).toBeGreaterThanOrEqual(0);
          done += units;
          all += amount;
        }
        expect(unitsAmountCents(line, 0, line.quantity), key).toBe(line.paidCents);
      }
      expect(all).toBe(order.subtotalCents - order.discountCents);
    }
  });

  it('a refund is capped by what its lines cost less the refunds already made of them', () => {
    const order = orderOf([{ productId: 1, price: 1000, quantity: 2 }]);
    const paid = paidByLine(order);
    const refunded = { ...returnOf([[1, 2, 200000]], 'refunded', 1) };
    const mine = returnOf([[1, 1, 100000]], 'received', 2);
    expect(refundableCents(mine, [], paid)).toBe(100000);
    expect(refundableCents(mine, [refunded], paid)).toBe(0);
    expect(refundableCents(mine, [{ ...refunded, status: 'rejected' } as ReturnRecord], paid)).toBe(100000);
  });
});
