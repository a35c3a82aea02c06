import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderedProduct, OrderRecord } from '../../functions/domain/orders';
import type { Language } from '../../shared/rules/languages';
import type { CardCheckoutInput } from '../../shared/validation/checkout';
import { billing } from '../support/billing';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * Issue 34 (decision 0099): the line of a Sinhala or Tamil order keeps the product's name in that language at
 * checkout, and the order's mails name the line by it; a product without that translation keeps its English name,
 * and an English order's mails are what they were, byte for byte.
 */
let mail: typeof import('../../functions/domain/mail');
let orders: typeof import('../../functions/domain/orders');
let returns: typeof import('../../functions/domain/returns');

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  mail = await import('../../functions/domain/mail');
  orders = await import('../../functions/domain/orders');
  returns = await import('../../functions/domain/returns');
});

const SHOP = 'http://127.0.0.1:3000';
const OFF = `${SHOP}/reviews/off?t=abc`;
const BALM_SI = 'සඳුන් රැවුල් බාම්';
const BALM_TA = 'சந்தன தாடி பாம்';

const input = { ...billing, shipping_address: '' } as CardCheckoutInput;

/** Two products: a balm translated into Sinhala and Tamil, a comb with a Sinhala description only (no name). */
const balm = {
  id: 1,
  name: 'Sandalwood Beard Balm',
  images: [],
  price: 1500,
  translations: { si: { name: BALM_SI }, ta: { name: BALM_TA, description: 'தாடிக்கு' } },
};
const comb = { id: 2, name: 'Wooden Comb', images: [], price: 800, translations: { si: { description: 'පනාව' } } };

/** An order as the checkout makes it, in `language` (absent: an English account's, as before issue 34). */
function placed(language?: Language, products: OrderedProduct['product'][] = [balm, comb]): OrderRecord {
  const buyer = { id: 7, userType: 'customer', name: 'Nimal Perera', email: 'nimal@example.lk', language };
  const lines = products.map((product, i) => ({
    quantity: 1,
    product,
    variant: i === 1 ? { id: 3, label: 'Size: M' } : null,
  }));
  const payment = { method: 'COD' as const, paymentStatus: 'on_delivery' as const };
  const order = orders.newOrder(1042, buyer, input, lines, payment, new Date('2026-12-01T04:00:00Z'));
  return { ...order, status: 'delivered' };
}

/** Every text the customer's mails about this order show: placed, a status, a return of all its lines, a review. */
function mailsOf(order: OrderRecord) {
  const items = returns.returnItems(
    order,
    order.lines.map((l) => ({ product_id: l.productId, variant_id: l.variantId ?? null, quantity: l.quantity })),
    [],
    returns.paidByLine(order),
    new Set(),
  );
  const r = { id: 5, status: 'approved', items, refundCents: 0, refundReference: null, timeline: [] };
  return [
    mail.orderConfirmationMail(order),
    mail.orderStatusMail(order),
    mail.returnStepMail(order, r as unknown as Parameters<typeof mail.returnStepMail>[1]),
    mail.reviewRequestMail(order, SHOP, OFF),
  ];
}

describe('an order line’s name in the order’s language (decision 0099)', () => {
  it('a Sinhala or Tamil order keeps the translated name beside the English one; none where there is none', () => {
    const si = placed('si');
    expect(si.lines.map((l) => [l.name, l.translatedName])).toEqual([
      ['Sandalwood Beard Balm', BALM_SI],
      ['Wooden Comb', undefined],
    ]);
    expect(placed('ta').lines[0].translatedName).toBe(BALM_TA);
    for (const english of [placed('en'), placed()])
      expect(english.lines.some((l) => 'translatedName' in l)).toBe(false);
  });

  it('every mail of a Sinhala order names the product in Sinhala, the untranslated one in English', () => {
    for (const m of mailsOf(placed('si'))) {
      for (const text of [m.text, m.html]) {
        expect(text, m.subject).toContain(BALM_SI);
        expect(text, m.subject).not.toContain('Sandalwood Beard Balm');
        expect(text, m.subject).toContain('Wooden Comb');
      }
    }
    const [confirmation, shipped, returned] = mailsOf(placed('si'));
    expect(confirmation.text).toContain(`- ${BALM_SI} x 1: `);
    expect(confirmation.text).toContain('- Wooden Comb \u2014 Size: M x 1: ');
    expect(shipped.text).toContain(`${BALM_SI} x 1`);
    expect(returned.text).toContain('Wooden Comb \u2014 Size: M x 1');
  });

  it('a Tamil order’s mails name it in Tamil', () => {
    for (const m of mailsOf(placed('ta'))) expect(m.text, m.subject).toContain(BALM_TA);
  });

  it('an English order’s mails are byte for byte those of the same order of untranslated products', () => {
    const untranslated = [balm, comb].map(({ translations: _, ...p }) => p);
    for (const language of ['en', undefined] as const) {
      const withTranslations = mailsOf(placed(language));
      expect(withTranslations).toEqual(mailsOf(placed(language, untranslated)));
      for (const m of withTranslations) expect(m.text, m.subject).toContain('Sandalwood Beard Balm');
    }
  });
});

describe('an order’s lines as bought, for a page read in Sinhala or Tamil (decision 0112)', () => {
  it('names each line and returned item in the order’s language where it kept one; in English when asked in English', () => {
    const order = placed('si');
    order.lines[1] = { ...order.lines[1], translatedLabel: 'ප්‍රමාණය: M' };
    const lines = (naming: 'english' | 'as-bought') =>
      orders.orderLinesOf(order, naming).map((l) => [l.item.product_name, l.item.variant_label]);
    expect(lines('as-bought')).toEqual([
      [BALM_SI, null],
      ['Wooden Comb', 'ප්‍රමාණය: M'],
    ]);
    expect(lines('english')).toEqual([
      ['Sandalwood Beard Balm', null],
      ['Wooden Comb', 'Size: M'],
    ]);

    const items = returns.returnItems(
      order,
      order.lines.map((l) => ({ product_id: l.productId, variant_id: l.variantId ?? null, quantity: 1 })),
      [],
      returns.paidByLine(order),
      new Set(),
    );
    const asked = { id: 5, orderId: order.id, status: 'requested', items, refundCents: 0, timeline: [] };
    const returned = (naming: 'english' | 'as-bought') =>
      returns
        .returnView(asked as unknown as Parameters<typeof returns.returnView>[0], naming)
        .items.map((i) => [i.product_name, i.variant_label]);
    expect(returned('as-bought')).toEqual(lines('as-bought'));
    expect(returned('english')).toEqual(lines('english'));
  });

  it('asks for the names as bought with ?lang=si or ta only', () => {
    expect(['si', 'ta', 'en', undefined].map((lang) => orders.lineNamingFor(lang as Language | undefined))).toEqual([
      'as-bought',
      'as-bought',
      'english',
      'english',
    ]);
  });
});
