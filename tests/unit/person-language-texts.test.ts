import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import type { Language } from '../../shared/rules/languages';
import { longDateIn, moneyIn } from '../../shared/rules/language-formats';
import { letters } from '../../shared/text/letters';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * Issue 34: an order's mails and SMS in its language (decision 0089). English is pinned word for word as it was
 * before (an order placed before issue 34 has no `language`); Sinhala and Tamil are the shop's own words, money and
 * dates from Intl, the SMS counted as UCS-2 and cut between letters.
 */
let mail: typeof import('../../functions/domain/mail');
let sms: typeof import('../../functions/domain/sms');
let words: typeof import('../../functions/lib/words');

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV);
  mail = await import('../../functions/domain/mail');
  sms = await import('../../functions/domain/sms');
  words = await import('../../functions/lib/words');
});

const LINK = 'http://127.0.0.1:3000/order/ORD-001042?t=abc';

const order = (language?: Language, over: Partial<OrderRecord> = {}) =>
  ({
    id: 1042,
    userId: 7,
    ...(language ? { language } : {}),
    status: 'shipped',
    stockReturned: false,
    customer: { name: 'Nimal Perera', email: 'nimal@example.lk', phone: '0771234567' },
    billing: {
      first_name: 'Nimal',
      last_name: 'Perera',
      country: 'Sri Lanka',
      address: '12 Temple Rd',
      city: 'Gampaha',
      state: 'Western',
      postal_code: '11000',
      phone: '0771234567',
    },
    shippingAddress: '12 Temple Rd',
    paymentMethod: 'COD',
    paymentStatus: 'on_delivery',
    lines: [
      {
        id: 1,
        productId: 1,
        name: 'Beard Oil',
        imagePath: null,
        price: 1200,
        discount: 0,
        quantity: 2,
        totalCents: 240000,
      },
    ],
    subtotalCents: 240000,
    discountCents: 0,
    shippingCents: 35000,
    taxCents: 0,
    totalCents: 275050,
    estimatedArrival: '2026-12-08',
    createdAt: '2026-12-01T10:00:00Z',
    updatedAt: '2026-12-01T10:00:00Z',
    tracking: { courier: 'Domex', number: 'DX123', url: 'https://domex.lk/t?n=DX123' },
    ...over,
  }) as OrderRecord;

describe('money and dates in the language', () => {
  it('writes LKR as each locale does: English as the shop always has, Sinhala with රු. (with ICU’s no-break space)', () => {
    expect(moneyIn('en', 1234550)).toBe('LKR 12,345.50');
    expect(moneyIn('si', 1234550)).toBe('රු.\u00a012,345.50');
    // Node's ICU (CLDR) writes ta-LK's rupee as "Rs." (decision 0089).
    expect(moneyIn('ta', 1234550)).toBe('Rs.\u00a012,345.50');
    expect(longDateIn('en', '2026-12-08')).toBe('Tuesday, December 8');
    expect(longDateIn('si', '2026-12-08')).toBe('උඳුවප් 8 අඟහරුවාදා');
    expect(longDateIn('ta', '2026-12-08')).toContain('டிசம்பர் 8');
  });

  it('says a count with the language’s own plural rules (ICU, through intl-messageformat)', () => {
    const items = {
      en: '{count, plural, one {# product} other {# products}}',
      si: '{count, plural, one {නිෂ්පාදනයක්} other {නිෂ්පාදන #}}',
      ta: '{count, plural, one {ஒரு பொருள்} other {# பொருட்கள்}}',
    };
    expect([1, 3].map((count) => words.say(items, 'en', { count }))).toEqual(['1 product', '3 products']);
    expect([1, 3].map((count) => words.say(items, 'si', { count }))).toEqual(['නිෂ්පාදනයක්', 'නිෂ්පාදන 3']);
    expect([1, 3].map((count) => words.say(items, 'ta', { count }))).toEqual(['ஒரு பொருள்', '3 பொருட்கள்']);
  });
});

describe('English texts are as they were', () => {
  it('the order placed, shipped, guest link and code SMS', () => {
    for (const o of [order(), order('en')]) {
      expect(sms.orderPlacedSms(o)).toBe(
        'Kesara: Hello Nimal, your order ORD-001042 is confirmed. Total LKR 2,750.50, cash on delivery. We will text you when it ships.',
      );
      expect(sms.orderShippedSms(o)).toBe(
        'Kesara: Hello Nimal, your order ORD-001042 is on its way with Domex, tracking number DX123. Track it: https://domex.lk/t?n=DX123',
      );
      expect(sms.guestOrderLinkSms(o, LINK)).toBe(
        `Kesara: Hello Nimal, your order ORD-001042 is here: ${LINK} To add it to your account, sign in and open the link.`,
      );
      expect(sms.guestLookupCodeSms(o, '123456')).toBe(
        'Kesara: Your code for order ORD-001042 is 123456. It works for 15 minutes.',
      );
    }
  });

  it('the confirmation, shipped and guest link mails', () => {
    const confirmation = mail.orderConfirmationMail(order());
    expect(confirmation.subject).toBe('Your Kesara order ORD-001042 is confirmed');
    expect(confirmation.text).toBe(
      'Hello Nimal,\n\nThank you for your order ORD-001042. We are preparing it now.\n\n- Beard Oil x 2: LKR 2,400.00\n\nSubtotal: LKR 2,400.00\nDiscounts: LKR 0.00\nShipping: LKR 350.00\nTotal (Cash on Delivery): LKR 2,750.50\n\nDelivery address:\nNimal Perera\n12 Temple Rd\nGampaha, Western 11000\nSri Lanka\n0771234567\n\nEstimated arrival: Tuesday, December 8. Please keep LKR 2,750.50 ready for the courier.\n\nKesara Grooming Co.',
    );
    expect(confirmation.html.startsWith('<!doctype html><html><body')).toBe(true);
    const shipped = mail.orderStatusMail(order('en'));
    expect(shipped.subject).toBe('Your order ORD-001042 is on its way - Kesara');
    expect(shipped.text).toBe(
      'Hello Nimal,\n\nYour order is on its way. The courier will call before delivery.\n\nCourier: Domex\nTracking number: DX123\nTrack your parcel: https://domex.lk/t?n=DX123\n\nOrder ORD-001042 (LKR 2,750.50):\n- Beard Oil x 2\n\nKesara Grooming Co.',
    );
    expect(shipped.html).toContain('&middot; status: <strong>shipped</strong>');
    const link = mail.guestOrderLinkMail(order(), LINK);
    expect(link.subject).toBe('Your order ORD-001042 - Kesara');
    expect(link.text).toBe(
      `Hello Nimal,\n\nThank you for your order ORD-001042. This link opens it from any phone or computer, without an account: you can follow it, pay, confirm or return it there.\n\n${LINK}\n\nKeep this link to yourself: anyone who has it can see the order.\nTo keep this order in an account, sign in (or create an account), open this link and press "Add to my account".\n\nKesara Grooming Co.`,
    );
  });
});

describe('Sinhala and Tamil texts', () => {
  it('the order placed SMS in Sinhala and Tamil, as UCS-2 within two segments', () => {
    const si = sms.orderPlacedSms(order('si'));
    expect(si).toBe(
      'Kesara: ආයුබෝවන් Nimal, ඔබගේ ඇණවුම ORD-001042 තහවුරු කළා. මුළු මුදල රු.\u00a02,750.50, භාණ්ඩ ලැබෙන විට මුදලින් ගෙවන්න.',
    );
    const ta = sms.orderPlacedSms(order('ta', { paymentMethod: 'CARD' }));
    expect(ta).toBe(
      'Kesara: வணக்கம் Nimal, உங்கள் ஆர்டர் ORD-001042 உறுதிசெய்யப்பட்டது. மொத்தம் Rs.\u00a02,750.50, அட்டை மூலம் செலுத்தப்பட்டது.',
    );
    for (const text of [si, ta]) expect(sms.smsSize(text)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });

  it('the shipped and guest link SMS keep the tracking link and the order link in every form', () => {
    for (const language of ['si', 'ta'] as const) {
      const shipped = sms.orderShippedSms(order(language));
      expect(shipped).toContain('https://domex.lk/t?n=DX123');
      expect(shipped).toContain(language === 'si' ? 'ලුහුබඳින්න' : 'கண்காணிக்க');
      const link = sms.guestOrderLinkSms(order(language), LINK);
      expect(link).toContain(LINK);
      expect(link).toContain(language === 'si' ? 'ඇණවුම ORD-001042' : 'ஆர்டர் ORD-001042');
      for (const text of [shipped, link]) expect(sms.fitsSms(text), text).toBe(true);
    }
  });

  it('the cash confirmation SMS and mail keep the link and the code, and name where to enter it', () => {
    const confirm = 'http://127.0.0.1:3000/confirm/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    for (const language of ['si', 'ta'] as const)
      for (const userId of [7, undefined]) {
        const o = order(language, { userId });
        const text = sms.codConfirmSms(o, confirm, '123456');
        expect(text).toContain(confirm);
        expect(text).toContain('123456');
        expect(sms.fitsSms(text), text).toBe(true);
        expect(sms.codExpiredSms(o)).toContain('ORD-001042');
        const m = mail.codConfirmMail(o, confirm, '123456');
        expect(m.html).toContain('<strong>123456</strong>');
        const place = { si: ['මගේ ඇණවුම් යටතේ', 'ඇණවුමේ පිටුවේ'], ta: ['எனது ஆர்டர்களில்', 'ஆர்டர் பக்கத்தில்'] }[language];
        expect(m.text).toContain(place[userId === undefined ? 1 : 0]);
        expect(mail.codExpiredMail(o).subject).not.toMatch(/Order|canceled/);
      }
  });

  it('the payment mails and the slip SMS in Sinhala and Tamil, the staff’s reason kept', () => {
    const reason = 'ගෙවූ මුදල ඇණවුමේ මුළු මුදලට සමාන නැහැ, පත්‍රිකාවේ බැංකුවේ නම ද පැහැදිලි නැහැ.';
    for (const language of ['si', 'ta'] as const) {
      const o = order(language, { paymentMethod: 'CARD', userId: undefined });
      const mails = [mail.paymentFailedMail(o), mail.paymentExpiredMail(o), mail.slipAcceptedMail(o)];
      for (const m of [...mails, mail.slipRejectedMail(o, reason)]) {
        expect(m.subject).toContain('ORD-001042');
        expect(m.text).not.toMatch(/Hello|payment|Order ORD/);
        expect(m.html).toContain(`lang="${language}"`);
      }
      expect(mail.paymentFailedMail(o).text).toContain(
        language === 'si' ? 'ඔබගේ ඇණවුමේ පිටුවෙන්' : 'உங்கள் ஆர்டர் பக்கத்திலிருந்து',
      );
      expect(mail.slipRejectedMail(o, reason).text).toContain(reason);
      const text = sms.slipRejectedSms(o, reason);
      expect(sms.fitsSms(text), text).toBe(true);
      expect(text).toContain('ORD-001042');
      // The reason is cut between letters when it does not fit whole: what is kept is whole letters of it.
      const kept = text.split(language === 'si' ? 'හේතුව: ' : 'காரணம்: ')[1].replace(/\.\.\.$/, '');
      expect(kept.length).toBeGreaterThan(0);
      expect(letters(reason).slice(0, letters(kept).length).join('')).toBe(kept);
    }
    expect(mail.paymentExpiredMail(order('si', { paymentMethod: 'KOKO' })).text).toContain('KOKO ගෙවීම');
  });

  it('the return mails and SMS in Sinhala and Tamil: every step, the refund in the locale, the note cut between letters', () => {
    const steps = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
    const note = 'පෙට්ටිය විවෘත කර ඇත, ශ්‍රී ලංකා තැපෑල හරහා නැවත එවන්න. '.repeat(4);
    for (const language of ['si', 'ta'] as const) {
      const subjects = new Set<string>();
      for (const status of steps) {
        const r = {
          id: 1234,
          status,
          items: order().lines,
          refundCents: 123450,
          refundReference: 'REF-9',
          timeline: [{ note: 'Box opened' }],
        } as unknown as Parameters<typeof mail.returnStepMail>[1];
        const m = mail.returnStepMail(order(language, { paymentMethod: 'CARD' }), r);
        subjects.add(m.subject);
        expect(m.subject).toContain('#1234');
        expect(m.text).not.toMatch(/Hello|Return #|We /);
        const facts = { orderId: 1042, returnId: 1234, refundAmountCents: 123450, language };
        const text = sms.returnStepSms(status, { ...facts, note });
        expect(sms.fitsSms(text), text).toBe(true);
        expect(text).toContain('#1234');
        // Whole letters of the step's text and its note, cut where two segments end, then "...".
        const label = language === 'si' ? ' සටහන: ' : ' குறிப்பு: ';
        const full = `${sms.returnStepSms(status, facts)}${label}${note.trim().replace(/\s+/g, ' ')}`;
        const kept = text.replace(/\.\.\.$/, '');
        expect(text.endsWith('...')).toBe(true);
        expect(letters(full).slice(0, letters(kept).length).join('')).toBe(kept);
      }
      expect(subjects.size).toBe(steps.length);
    }
    const refunded = sms.returnStepSms('refunded', {
      orderId: 1042,
      returnId: 7,
      refundAmountCents: 123450,
      language: 'si',
    });
    expect(refunded).toContain('රු.\u00a01,234.50');
  });

  it('the cart reminder in Sinhala and Tamil: "and N more" by each language’s plural rules, the link kept', () => {
    const url = `http://127.0.0.1:3000/cart/restore/${'x'.repeat(43)}`;
    // The first product named; the others, too long to list, counted.
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: i === 0 ? 'Oil 1' : 'Beard Balm '.repeat(12), quantity: 1 }));
    const reminder = (language: Language, n: number, restoreUrl = 'https://kesara.lk/cart/restore/ab12') =>
      sms.cartReminderSms({ items: items(n), total: moneyIn(language, 350000), restoreUrl, language });
    expect(reminder('si', 1)).toBe(
      'Kesara: ඔබ Oil 1 ඔබගේ කරත්තයේ තබා ගියා, රු.\u00a03,500.00. මෙතැනින් අවසන් කරන්න: https://kesara.lk/cart/restore/ab12',
    );
    expect(reminder('si', 2)).toContain('Oil 1 සහ තවත් එකක් ඔබගේ කරත්තයේ');
    expect(reminder('si', 5)).toContain('Oil 1 සහ තවත් 4ක් ඔබගේ කරත්තයේ');
    expect(reminder('ta', 2)).toContain('Oil 1 மற்றும் இன்னும் ஒன்று உங்கள் கூடையில்');
    expect(reminder('ta', 5)).toContain('Oil 1 மற்றும் இன்னும் 4 உங்கள் கூடையில்');
    expect(reminder('en', 20)).toContain('You left Oil 1 and 19 more in your cart, LKR 3,500.00.');
    // A local shop's long restore link: the shortest form keeps the total and the link in two segments.
    for (const language of ['si', 'ta'] as const)
      for (const n of [1, 2, 5]) {
        const text = reminder(language, n, url);
        expect(sms.fitsSms(text), text).toBe(true);
        expect(text).toContain(url);
      }
    const m = mail.cartReminderMail('nimal@example.lk', {
      items: items(2),
      total: moneyIn('ta', 350000),
      restoreUrl: url,
      step: 2,
      language: 'ta',
    });
    expect(m.subject).toBe('உங்கள் கூடை இன்னும் உங்களுக்காகக் காத்திருக்கிறது');
    expect(m.text).toContain('மொத்தம்: Rs.\u00a03,500.00');
    expect(m.html).toContain('lang="ta"');
  });

  it('back in stock in Sinhala and Tamil, the product’s name bold and escaped', () => {
    const item = { name: 'Beard Oil & Balm', size: 'Size: M', url: 'http://127.0.0.1:3000/product/23' };
    const si = mail.backInStockMail('nimal@example.lk', item, 'si');
    expect(si.subject).toBe('Beard Oil & Balm (Size: M) නැවත තොගයේ ඇත');
    expect(si.html).toContain('<p>සුබ පුවතක්: <strong>Beard Oil &amp; Balm (Size: M)</strong> නැවත තොගයේ ඇත.</p>');
    expect(mail.backInStockText(item, 'ta')).toBe(
      'Kesara: Beard Oil & Balm (Size: M) மீண்டும் கையிருப்பில் உள்ளது. http://127.0.0.1:3000/product/23',
    );
    expect(mail.backInStockText(item)).toBe(
      'Kesara: Beard Oil & Balm (Size: M) is back in stock. http://127.0.0.1:3000/product/23',
    );
  });

  it('the reset code mail in the account’s language, English as before', () => {
    const si = mail.resetCodeMail('nimal@example.lk', '123456', 15, 'si');
    expect(si.subject).toBe('ඔබගේ Kesara තහවුරු කිරීමේ කේතය: 123456');
    expect(si.text).toContain('ඔබගේ Kesara මුරපදය යළි සැකසීමට මෙම කේතය භාවිත කරන්න: 123456\nඑය විනාඩි 15ක් වලංගුයි.');
    const en = mail.resetCodeMail('nimal@example.lk', '123456', 15);
    expect(en.subject).toBe('Your Kesara verification code: 123456');
    expect(en.text).toBe(
      'Hello,\n\nUse this code to reset your Kesara password: 123456\nIt is valid for 15 minutes. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.\n\nKesara Grooming Co.',
    );
  });

  it('a long Sinhala name is cut between letters, never inside one, and the SMS fits', () => {
    const name = 'ශ්‍රීමත්චන්ද්‍රසේකරවික්‍රමසිංහගුණවර්ධනරාජපක්ෂ';
    const text = sms.orderPlacedSms(order('si', { billing: { ...order().billing, first_name: name } }));
    expect(sms.fitsSms(text)).toBe(true);
    const greeted = /^Kesara: ආයුබෝවන් (.+?), /.exec(text)?.[1] ?? '';
    expect(greeted).not.toBe('');
    expect(greeted.length).toBeLessThan(name.length);
    expect(name.startsWith(greeted)).toBe(true);
    // Cut on a letter's edge: what is left of the name starts a new letter (ශ්‍රී keeps its ZWJ, a vowel sign its base).
    expect(letters(greeted).length + letters(name.slice(greeted.length)).length).toBe(letters(name).length);
    expect(letters(greeted)).toHaveLength(10);
  });

  it('the confirmation mail in Sinhala: subject, greeting, totals, date and money of the locale, html lang', () => {
    const m = mail.orderConfirmationMail(order('si'));
    expect(m.subject).toBe('ඔබගේ Kesara ඇණවුම ORD-001042 තහවුරු කළා');
    expect(m.text).toContain('ආයුබෝවන් Nimal,');
    expect(m.text).toContain('මුළු මුදල (භාණ්ඩ ලැබෙන විට ගෙවීම): රු.\u00a02,750.50');
    expect(m.text).toContain('උඳුවප් 8 අඟහරුවාදා');
    expect(m.text).not.toMatch(/Subtotal|Shipping|Estimated arrival|LKR/);
    expect(m.html.startsWith('<!doctype html><html lang="si"><body')).toBe(true);
  });

  it('the shipped and guest link mails in Tamil', () => {
    const shipped = mail.orderStatusMail(order('ta'));
    expect(shipped.subject).toBe('உங்கள் ஆர்டர் ORD-001042 வந்துகொண்டிருக்கிறது - Kesara');
    expect(shipped.text).toContain('கூரியர்: Domex\nகண்காணிப்பு எண்: DX123');
    expect(shipped.text).toContain('ஆர்டர் ORD-001042 (Rs.\u00a02,750.50):');
    expect(shipped.html).toContain('lang="ta"');
    const link = mail.guestOrderLinkMail(order('ta'), LINK);
    expect(link.subject).toBe('உங்கள் ஆர்டர் ORD-001042 - Kesara');
    expect(link.text).toContain('வணக்கம் Nimal,');
    expect(link.text).toContain(LINK);
    expect(link.text).not.toContain('Keep this link');
  });

  it('every status mail has its own words in each language, and no English in Sinhala or Tamil', () => {
    const statuses = ['pending', 'processing', 'shipped', 'delivered', 'canceled', 'refused'] as const;
    for (const language of ['si', 'ta'] as const) {
      const subjects = statuses.map((status) => mail.orderStatusMail(order(language, { status })).subject);
      expect(new Set(subjects).size).toBe(statuses.length);
      for (const status of statuses) {
        const m = mail.orderStatusMail(order(language, { status }));
        expect(m.text).not.toMatch(/Hello|Your order|status|Courier/);
      }
    }
  });
});
