import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import type { Language } from '../../shared/rules/languages';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { messageWordsIn, problemsOf, shopMessageWords } from '../support/message-words';

/**
 * Issue 34, second part (decision 0094): the texts still English before it (the bank transfer's lines, the review
 * request, the marketing unsubscribe words) in the order's or person's language, English pinned as it was; and every
 * message text of the shop's builders written in all three languages.
 */
let mail: typeof import('../../functions/domain/mail');
let sms: typeof import('../../functions/domain/sms');
let words: typeof import('../../functions/lib/words');
let unsubscribe: typeof import('../../functions/domain/messages/unsubscribe-words');

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV, {
    BANK_NAME: 'Commercial Bank of Ceylon',
    BANK_BRANCH: 'Colombo 07',
    BANK_ACCOUNT_NAME: 'Kesara Grooming (Pvt) Ltd',
    BANK_ACCOUNT_NUMBER: '8001234567',
  });
  mail = await import('../../functions/domain/mail');
  sms = await import('../../functions/domain/sms');
  words = await import('../../functions/lib/words');
  unsubscribe = await import('../../functions/domain/messages/unsubscribe-words');
});

const SHOP = 'http://127.0.0.1:3000';
const OFF = `${SHOP}/review-mails-off?t=abc`;

const transferOrder = (language?: Language, byGuest = false) =>
  ({
    id: 1042,
    ...(byGuest ? {} : { userId: 7 }),
    ...(language ? { language } : {}),
    status: 'delivered',
    stockReturned: false,
    customer: { name: 'Nimal Perera', email: 'nimal@example.lk', phone: '0771234567' },
    billing: {
      first_name: 'නිමල්',
      last_name: 'පෙරේරා',
      country: 'Sri Lanka',
      address: '12 Temple Rd',
      city: 'Gampaha',
      state: 'Western',
      postal_code: '11000',
      phone: '0771234567',
    },
    shippingAddress: '12 Temple Rd',
    paymentMethod: 'BANK_TRANSFER',
    paymentStatus: 'awaiting_slip',
    paymentDeadline: '2026-12-04T10:55:00Z',
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
      {
        id: 2,
        productId: 8,
        name: 'Tee <M>',
        imagePath: null,
        price: 350,
        discount: 0,
        quantity: 1,
        totalCents: 35000,
      },
    ],
    subtotalCents: 275000,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    totalCents: 275050,
    estimatedArrival: '2026-12-08',
    createdAt: '2026-12-01T10:00:00Z',
    updatedAt: '2026-12-01T10:00:00Z',
  }) as OrderRecord;

const ENGLISH_WORD = /\b(Pay|Amount|Bank|Account|Reference|Then|upload|review|Hello|Your|order)\b/;

describe('every message text is written in the three languages', () => {
  it('each text of the shop’s mail and SMS builders with English has Sinhala and Tamil, in their scripts, with the same values', () => {
    const all = shopMessageWords(resolve(import.meta.dirname, '../..'));
    // The builders hold well over a hundred texts: a scan that found few would check nothing.
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((w) => w.where.includes('bank-texts.ts')).length).toBe(8);
    expect(all.filter((w) => w.where.includes('review-request-mail.ts')).length).toBe(6);
    expect(all.filter((w) => w.where.includes('unsubscribe-words.ts')).length).toBe(3);
    expect(all.flatMap(problemsOf)).toEqual([]);
  });

  it('finds a text without its Tamil, a Sinhala copy of the English, and a value another language does not put in', () => {
    const source = `const WORDS = {
      a: { en: 'Order {number}', si: 'ඇණවුම {number}' },
      b: { en: 'Hello {name}', si: 'Hello {name}', ta: 'வணக்கம் {name}' },
      c: { en: 'Total: {total}', si: 'මුළු මුදල: {amount}', ta: 'மொத்தம்: {total}' },
      d: { en: 'Upload it {place}.', si: '{where, select, guest {පිටුවේ} other {තුළ}} දමන්න.', ta: 'பதிவேற்றுங்கள் {place}.' },
    };`;
    const problems = messageWordsIn(source, 'x.ts').flatMap(problemsOf);
    expect(problems).toEqual([
      'x.ts:2: no ta text',
      'x.ts:3: the si text is not in its script: "Hello {name}"',
      'x.ts:4: si puts in {amount}, English {total}',
    ]);
  });
});

describe('the bank transfer’s lines in the order’s language', () => {
  it('English as it always was, with or without the order’s language, a guest’s place in its words', () => {
    for (const o of [transferOrder(), transferOrder('en')]) {
      const text = mail.orderConfirmationMail(o).text;
      expect(text).toContain(
        'Pay by: 4 Dec 2026, 4:25 pm\nAmount: LKR 2,750.50\nBank: Commercial Bank of Ceylon, Colombo 07 branch\nAccount name: Kesara Grooming (Pvt) Ltd\nAccount number: 8001234567\nReference: ORD-001042\nThen upload the bank slip under My Orders. We ship once we have checked it; an order without a slip by then is canceled.\n\nKesara Grooming Co.',
      );
    }
    expect(mail.orderConfirmationMail(transferOrder(undefined, true)).text).toContain(
      "Then upload the bank slip on your order's page.",
    );
    expect(sms.orderPlacedSms(transferOrder())).toBe(
      'Kesara: Your order ORD-001042 is confirmed. Total LKR 2,750.50, to pay by bank transfer. Pay LKR 2,750.50 to Commercial Bank of Ceylon acc 8001234567 (Kesara Grooming (Pvt) Ltd), ref ORD-001042, by 4 Dec 2026, 4:25 pm, then upload the slip in My Orders.',
    );
  });

  it('in Sinhala: the locale’s money and date, the account and reference kept, where to upload by who placed it', () => {
    const confirmation = mail.orderConfirmationMail(transferOrder('si'));
    expect(confirmation.text).toContain(
      'ගෙවිය යුතු අවසන් වේලාව: 2026 උඳුවප් 4, ප.ව. 4.25\nමුදල: රු.\u00a02,750.50\nබැංකුව: Commercial Bank of Ceylon, Colombo 07 ශාඛාව\nගිණුමේ නම: Kesara Grooming (Pvt) Ltd\nගිණුම් අංකය: 8001234567\nයොමුව: ORD-001042\nඉන්පසු මගේ ඇණවුම් යටතේ බැංකු පත්‍රිකාව උඩුගත කරන්න.',
    );
    expect(confirmation.html).toContain('ගිණුම් අංකය: 8001234567<br>');
    expect(mail.orderConfirmationMail(transferOrder('si', true)).text).toContain(
      'ඉන්පසු ඇණවුමේ පිටුවේ බැංකු පත්‍රිකාව උඩුගත කරන්න.',
    );
    const text = sms.orderPlacedSms(transferOrder('si'));
    expect(text).toContain('රු.\u00a02,750.50 ගෙවන්න: Commercial Bank of Ceylon ගිණුම 8001234567');
    expect(text).toContain('යොමුව ORD-001042, අවසන් වේලාව 2026 උඳුවප් 4, ප.ව. 4.25; ඉන්පසු මගේ ඇණවුම් තුළ පත්‍රිකාව දමන්න.');
    expect(text.replace('Commercial Bank of Ceylon', '').replace('Kesara Grooming (Pvt) Ltd', '')).not.toMatch(
      ENGLISH_WORD,
    );
  });

  it('in Tamil: the locale’s money and date, a guest’s order page named', () => {
    const lines = mail.orderConfirmationMail(transferOrder('ta', true)).text;
    expect(lines).toContain('செலுத்த வேண்டிய இறுதி நேரம்: 4 டிச., 2026, 4:25 PM\nதொகை: Rs.\u00a02,750.50\n');
    expect(lines).toContain('கணக்கு எண்: 8001234567\nகுறிப்பு: ORD-001042\nபின்னர் ஆர்டர் பக்கத்தில் வங்கிச் சீட்டைப் பதிவேற்றுங்கள்.');
    expect(sms.orderPlacedSms(transferOrder('ta'))).toContain(
      'இறுதி நேரம் 4 டிச., 2026, 4:25 PM; பின்னர் எனது ஆர்டர்களில் சீட்டைப் பதிவேற்றுங்கள்.',
    );
  });
});

describe('the review request in the order’s language', () => {
  it('English as it always was', () => {
    for (const o of [transferOrder(), transferOrder('en')]) {
      const m = mail.reviewRequestMail({ ...o, billing: { ...o.billing, first_name: 'Nimal' } }, SHOP, OFF);
      expect(m.subject).toBe('How was your order ORD-001042?');
      expect(m.text).toBe(
        `Hello Nimal,\n\nYour order ORD-001042 arrived a week ago. How are you finding it? A short review helps other shoppers choose.\n\n- Beard Oil: ${SHOP}/product/1#write-review\n- Tee <M>: ${SHOP}/product/8#write-review\n\nDo not want these mails? Turn review requests off: ${OFF}\n\nKesara Grooming Co.`,
      );
      expect(m.html.startsWith('<!doctype html><html><body')).toBe(true);
      expect(m.html).toContain('<li>Tee &lt;M&gt;: <a href="http://127.0.0.1:3000/product/8#write-review"');
    }
  });

  it('in Sinhala and Tamil: greeting, ask, each product’s review form on its page in that language, the way off', () => {
    const si = mail.reviewRequestMail(transferOrder('si'), SHOP, OFF);
    expect(si.subject).toBe('ඔබගේ ඇණවුම ORD-001042 කෙසේද?');
    expect(si.text).toBe(
      `ආයුබෝවන් නිමල්,\n\nඔබගේ ඇණවුම ORD-001042 සතියකට පෙර ඔබට ලැබුණා. එය ඔබට කොහොමද? කෙටි සමාලෝචනයක් අනෙක් ගැනුම්කරුවන්ට තෝරා ගැනීමට උදව් වේ.\n\n- Beard Oil: ${SHOP}/si/product/1#write-review\n- Tee <M>: ${SHOP}/si/product/8#write-review\n\nමෙම තැපැල් අවශ්‍ය නැද්ද? සමාලෝචන ඉල්ලීම් නවත්වන්න: ${OFF}\n\nKesara Grooming Co.`,
    );
    expect(si.html).toContain('<html lang="si">');
    expect(si.html).toContain('>සමාලෝචනයක් ලියන්න</a>');
    const ta = mail.reviewRequestMail(transferOrder('ta'), SHOP, OFF);
    expect(ta.subject).toBe('உங்கள் ஆர்டர் ORD-001042 எப்படி இருந்தது?');
    expect(ta.text).toContain(`- Beard Oil: ${SHOP}/ta/product/1#write-review`);
    expect(ta.html).toContain('<html lang="ta">');
    expect(ta.html).toContain('>மதிப்பாய்வுக் கோரிக்கைகளை நிறுத்து</a>');
    expect(ta.text.replace(/Beard Oil|Tee <M>|Kesara Grooming Co\.|https?:\S+/g, '')).not.toMatch(ENGLISH_WORD);
  });
});

describe('the unsubscribe words every marketing message ends with', () => {
  it('English as sendMarketing always wrote them; Sinhala and Tamil around the same link; no markup in the label', () => {
    const link = `${SHOP}/unsubscribe?t=abc`;
    const { mailLine, mailLink, smsLine } = unsubscribe.UNSUBSCRIBE_WORDS;
    expect(words.say(mailLine, 'en', { link })).toBe(`Unsubscribe: ${link}`);
    expect(words.say(smsLine, 'en', { link })).toBe(`Stop: ${link}`);
    expect(words.say(mailLink, 'en')).toBe('Unsubscribe');
    expect(words.say(mailLine, 'si', { link })).toBe(`මෙවැනි පණිවිඩ නවත්වන්න: ${link}`);
    expect(words.say(smsLine, 'ta', { link })).toBe(`நிறுத்த: ${link}`);
    for (const language of ['en', 'si', 'ta'] as const) expect(words.say(mailLink, language)).not.toMatch(/[<>&"']/);
  });
});
