import { describe, expect, it } from 'vitest';
import { orderPlacedSms, orderShippedSms, returnStepSms, smsSize, type SmsTracking } from '../../functions/domain/sms';
import type { OrderRecord } from '../../functions/domain/orders';
import { smsNumber, sriLankanE164 } from '../../shared/rules/phone-numbers';
import { letters } from '../../shared/text/letters';

describe('SMS segments', () => {
  it('counts GSM-7 septets: 160 in one segment, 153 a part', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('').segments).toBe(0);
  });

  it('counts the extension table as two septets, and never splits one across parts', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('{'.repeat(81)).segments).toBe(2);
    expect(smsSize('[]~|^\\\f').units).toBe(14);
    // 152 septets, then an escape pair: the pair moves whole to the second part.
    expect(smsSize(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(smsSize(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('keeps GSM-7 accents (é, ñ, Ä, £) in GSM-7, and a character outside it makes the text UCS-2', () => {
    expect(smsSize('Café £5, Ñandù Ä').encoding).toBe('GSM-7');
    expect(smsSize('ç').encoding).toBe('UCS-2'); // only the capital Ç is in the basic set
    expect(smsSize('ú').encoding).toBe('UCS-2'); // ù is, ú is not
    expect(smsSize('it’s').encoding).toBe('UCS-2');
  });

  it('counts UCS-2 in UTF-16 code units: 70 in one segment, 67 a part; an emoji is 2', () => {
    expect(smsSize('අ'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('அ'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSize('අ'.repeat(134)).segments).toBe(2);
    expect(smsSize('අ'.repeat(135)).segments).toBe(3);
    expect(smsSize('😀').units).toBe(2);
    expect(smsSize('😀'.repeat(35)).segments).toBe(1);
    // 66 units, then a surrogate pair that does not fit the first part's last unit.
    expect(smsSize(`${'a'.repeat(66)}😀${'a'.repeat(65)}`).segments).toBe(2);
    expect(smsSize(`${'a'.repeat(66)}😀${'a'.repeat(66)}`).segments).toBe(3);
  });

  it('a Sinhala or Tamil name turns a whole English text into UCS-2', () => {
    const english = 'Kesara: your order ORD-000123 is confirmed.';
    expect(smsSize(english).encoding).toBe('GSM-7');
    expect(smsSize(`${english} නිමල්`).encoding).toBe('UCS-2');
    expect(smsSize(`${english} கார்த்திக்`).encoding).toBe('UCS-2');
  });
});

const order = (firstName: string, over: Partial<OrderRecord> = {}) =>
  ({
    id: 1042,
    totalCents: 540000,
    paymentMethod: 'COD',
    billing: { first_name: firstName },
    ...over,
  }) as OrderRecord;

const LONG_NAMES = {
  english: 'Wijesinghe Mudiyanselage Bartholomew Alexander Maximilian Rajapakse Gunawardena Jayawickrama',
  sinhala: 'විජේසිංහ මුදියන්සේලාගේ සමන්ත කුමාර චන්ද්‍රසේකර ජයවික්‍රම ගුණවර්ධන රාජපක්ෂ',
  tamil: 'சுப்பிரமணியம் கார்த்திகேயன் வெங்கடேஸ்வரன் ராமலிங்கம் பாலசுப்பிரமணியம்',
};
const LONG_URL = `https://www.koombiyodelivery.lk/Track/track_id?id=${'9'.repeat(40)}&lang=en&from=sms&campaign=kesara`;
const trackings: SmsTracking[] = [
  { courier: 'Domex', number: 'DX123456', url: 'https://www.domex.lk/track?no=DX123456' },
  { courier: 'Prompt Xpress', number: 'PX-0000000000000000123456789', url: LONG_URL },
  { courier: 'Own delivery', number: 'OWN-77', url: null },
  { courier: 'Sri Lanka Post', number: 'RR123456789LK'.repeat(3), url: null },
];

describe('SMS texts fit in two segments', () => {
  it('order placed: the shop, the number, the total and how it is paid, with a greeting while it fits', () => {
    expect(orderPlacedSms(order('Nimal'))).toBe(
      'Kesara: Hello Nimal, your order ORD-001042 is confirmed. Total LKR 5,400.00, cash on delivery. We will text you when it ships.',
    );
    expect(orderPlacedSms(order('Nimal', { paymentMethod: 'CARD' }))).toContain('Total LKR 5,400.00, paid by card.');
    for (const name of [...Object.values(LONG_NAMES), 'නිමල්', 'கார்த்திக்', '']) {
      for (const paymentMethod of ['COD', 'CARD'] as const) {
        const text = orderPlacedSms(order(name, { paymentMethod, totalCents: 123456789 }));
        expect(smsSize(text).segments, text).toBeLessThanOrEqual(2);
        expect(text).toMatch(/^Kesara: /);
        expect(text).toContain('ORD-001042');
        expect(text).toContain('LKR 1,234,567.89');
      }
    }
  });

  it('without a greeting the text still reads as a sentence', () => {
    const tracking = trackings[0];
    expect(orderShippedSms({ ...order('නිමල්'), tracking })).toBe(
      `Kesara: Your order ORD-001042 is on its way with Domex, tracking number DX123456. Track it: ${tracking.url}`,
    );
    expect(orderPlacedSms(order(''))).toMatch(/^Kesara: Your order ORD-001042 is confirmed\./);
  });

  it('a long Sinhala name is shortened rather than split into three', () => {
    const text = orderPlacedSms(order(LONG_NAMES.sinhala));
    expect(smsSize(text)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(text).toContain('Hello විජේසිංහ,');
  });

  it('cuts a long Sinhala first name to ten whole letters, never inside one (ව keeps its ේ)', () => {
    // One word of 88 UTF-16 units: too long for "Hello …, your order … is on its way." in two segments.
    const name = 'ශ්‍රීලංකාවේ'.repeat(8);
    const greetedName = (text: string) => /^Kesara: Hello (.+?), /.exec(text)?.[1];
    const shipped = orderShippedSms(order(name));
    expect(smsSize(shipped).segments, shipped).toBeLessThanOrEqual(2);
    expect(letters(greetedName(shipped) ?? ''), shipped).toEqual(letters(name).slice(0, 10));
    // Where a text keeps a shorter form of the name (or none), it is still made of whole letters.
    for (const text of [orderPlacedSms(order(name)), orderShippedSms({ ...order(name), tracking: trackings[0] })]) {
      const kept = letters(greetedName(text) ?? '');
      expect(kept, text).toEqual(letters(name).slice(0, kept.length));
    }
  });

  it('cuts a staff note between letters too', () => {
    for (const note of ['මුද්‍රාව කැඩී ඇත. '.repeat(30), 'ශ්‍රීලංකාවේ'.repeat(20), '👨‍👩‍👧‍👦'.repeat(60)])
      for (const step of ['requested', 'rejected'] as const) {
        const text = returnStepSms(step, { orderId: 1042, returnId: 12, note });
        const kept = /Note: (.+)\.\.\.$/.exec(text)?.[1] ?? '';
        expect(kept.length, text).toBeGreaterThan(0);
        expect(letters(kept), text).toEqual(letters(note).slice(0, letters(kept).length));
      }
  });

  it('order shipped: the courier and the tracking link, never dropped however long the name', () => {
    expect(orderShippedSms({ ...order('Nimal'), tracking: trackings[0] })).toBe(
      'Kesara: Hello Nimal, your order ORD-001042 is on its way with Domex, tracking number DX123456. Track it: https://www.domex.lk/track?no=DX123456',
    );
    for (const name of [...Object.values(LONG_NAMES), 'සමන්'])
      for (const tracking of trackings) {
        const text = orderShippedSms({ ...order(name), tracking });
        expect(smsSize(text).segments, text).toBeLessThanOrEqual(2);
        expect(text).toContain('ORD-001042');
        expect(text).toContain(tracking.url ?? tracking.number);
      }
    expect(orderShippedSms(order('Nimal'))).toBe('Kesara: Hello Nimal, your order ORD-001042 is on its way.');
  });

  it('return steps: each step, the refund amount, and a staff note cut to fit', () => {
    const facts = { orderId: 1042, returnId: 12 };
    expect(returnStepSms('requested', facts)).toBe(
      'Kesara: We received your return request #12 (order ORD-001042). We will let you know when it is reviewed.',
    );
    expect(returnStepSms('refunded', { ...facts, refundAmountCents: 247500 })).toBe(
      'Kesara: Your refund of LKR 2,475.00 for return #12 (order ORD-001042) was sent.',
    );
    expect(returnStepSms('refunded', { ...facts, refundAmountCents: 0 })).toBe(
      'Kesara: Your return #12 (order ORD-001042) is complete: there was nothing to refund (LKR 0.00).',
    );
    expect(returnStepSms('received', { ...facts, refundAmountCents: 247500 })).toBe(
      'Kesara: We received the items of your return #12 (order ORD-001042). Your refund is on its way.',
    );
    expect(returnStepSms('received', { ...facts, refundAmountCents: 0 })).toBe(
      'Kesara: We received the items of your return #12 (order ORD-001042). There is nothing to refund (LKR 0.00).',
    );
    expect(returnStepSms('rejected', { ...facts, note: 'The seal was broken.' })).toBe(
      'Kesara: Your return #12 (order ORD-001042) was not approved. Note: The seal was broken.',
    );
    const longNotes = ['x'.repeat(500), 'මුද්‍රාව කැඩී ඇත. '.repeat(30), 'முத்திரை உடைந்துள்ளது 😀 '.repeat(20)];
    for (const step of ['requested', 'approved', 'rejected', 'received', 'refunded'] as const)
      for (const note of [...longNotes, null]) {
        const text = returnStepSms(step, { ...facts, refundAmountCents: 99999999, note });
        expect(smsSize(text).segments, text).toBeLessThanOrEqual(2);
        expect(text).toContain('#12 (order ORD-001042)');
        if (note) expect(text).toMatch(/ Note: .+\.\.\.$/);
      }
  });
});

describe('phone numbers to E.164', () => {
  it('reads a Sri Lankan mobile however it is typed', () => {
    for (const typed of [
      '0771234567',
      '771234567',
      '+94771234567',
      '+94 77 123 4567',
      '0094771234567',
      '0094 77 123 4567',
      '94771234567',
      '077-123-4567',
      '077 123 4567',
      '(077) 123-4567',
      '+94 (0)77 123 4567',
      ' 0771234567 ',
    ])
      expect(smsNumber(typed), typed).toBe('+94771234567');
  });

  it('normalises a land line, but does not text it', () => {
    expect(sriLankanE164('011 234 5678')).toBe('+94112345678');
    expect(sriLankanE164('+94 81 222 3344')).toBe('+94812223344');
    expect(smsNumber('011 234 5678')).toBeNull();
  });

  it('answers null for anything else', () => {
    for (const typed of [
      '',
      'none',
      '12345',
      '07712345678',
      '077123456',
      '+447700900123',
      '+1 202 555 0143',
      '0000000000',
      '077123456a',
      '+94 077 123 4567 8',
    ])
      expect(smsNumber(typed), typed).toBeNull();
  });
});
