import { moneyIn } from '../../../shared/rules/language-formats';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import { orderLanguage, type OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import { firstThatFits, greeted, nameForms, smsFrom } from './fit';

/** An order's tracking as the order record carries it (issue 22): `url` is the courier's page for that number. */
export interface SmsTracking {
  courier: string;
  number: string;
  url: string | null;
}

type SmsOrder = Pick<OrderRecord, 'id' | 'totalCents' | 'paymentMethod' | 'billing' | 'paymentDeadline' | 'language'>;

/** The texts' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  confirmed: {
    en: 'your order {number} is confirmed. Total {total}, {paid}.',
    si: 'ඔබගේ ඇණවුම {number} තහවුරු කළා. මුළු මුදල {total}, {paid}.',
    ta: 'உங்கள் ஆர்டர் {number} உறுதிசெய்யப்பட்டது. மொத்தம் {total}, {paid}.',
  },
  whenItShips: {
    en: 'We will text you when it ships.',
    si: 'එය යැවූ විට අපි SMS එකකින් දන්වන්නෙමු.',
    ta: 'அனுப்பியதும் SMS மூலம் தெரிவிப்போம்.',
  },
  orderDetails: { en: 'Order {number}: {details}', si: 'ඇණවුම {number}: {details}', ta: 'ஆர்டர் {number}: {details}' },
  onItsWay: {
    en: 'your order {number} is on its way.',
    si: 'ඔබගේ ඇණවුම {number} දැන් ඔබ වෙත එමින් තිබේ.',
    ta: 'உங்கள் ஆர்டர் {number} உங்களை நோக்கி வந்துகொண்டிருக்கிறது.',
  },
  withCourier: {
    en: 'your order {number} is on its way with {courier}, tracking number {tracking}.',
    si: 'ඔබගේ ඇණවුම {number} {courier} හරහා එමින් තිබේ, ලුහුබැඳීමේ අංකය {tracking}.',
    ta: 'உங்கள் ஆர்டர் {number} {courier} மூலம் வந்துகொண்டிருக்கிறது, கண்காணிப்பு எண் {tracking}.',
  },
  trackIt: { en: 'Track it: {url}', si: 'ලුහුබඳින්න: {url}', ta: 'கண்காணிக்க: {url}' },
  courierTrackIt: {
    en: 'your order {number} is on its way with {courier}. Track it: {url}',
    si: 'ඔබගේ ඇණවුම {number} {courier} හරහා එමින් තිබේ. ලුහුබඳින්න: {url}',
    ta: 'உங்கள் ஆர்டர் {number} {courier} மூலம் வந்துகொண்டிருக்கிறது. கண்காணிக்க: {url}',
  },
  shippedTrack: {
    en: 'Order {number} shipped. Track: {url}',
    si: 'ඇණවුම {number} යවා ඇත. ලුහුබඳින්න: {url}',
    ta: 'ஆர்டர் {number} அனுப்பப்பட்டது. கண்காணிக்க: {url}',
  },
  shippedNumber: {
    en: 'Order {number} shipped, {tracking}.',
    si: 'ඇණවුම {number} යවා ඇත, {tracking}.',
    ta: 'ஆர்டர் {number} அனுப்பப்பட்டது, {tracking}.',
  },
} satisfies Record<string, Words>;

/** The name a message greets: the billing first name the order was placed with. */
const namesOf = (order: SmsOrder) => nameForms(order.billing.first_name ?? '');

/**
 * Order placed: its number, its total and how it is paid (its method's words), in the order's language. A card
 * order's SMS goes once it is paid.
 */
export function orderPlacedSms(order: SmsOrder): string {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const { texts } = paymentMethodOf(order.paymentMethod);
  const core = say(WORDS.confirmed, language, {
    number,
    total: moneyIn(language, order.totalCents),
    paid: say(texts.sms, language),
  });
  const names = namesOf(order);
  const hello = (n: string, text: string) => smsFrom(greeted(n, text, language));
  const details = texts.smsDetails?.(order, language);
  // How to pay comes before the shipping promise; a method with such words keeps them over the greeting.
  if (details)
    return firstThatFits([
      ...names.map((n) => hello(n, `${core} ${details}`)),
      smsFrom(say(WORDS.orderDetails, language, { number, details })),
    ]);
  return firstThatFits([
    ...names.map((n) => hello(n, `${core} ${say(WORDS.whenItShips, language)}`)),
    ...names.map((n) => hello(n, core)),
  ]);
}

/**
 * Order shipped: the courier and the tracking link (or the tracking number where the courier has no page), from the
 * order's `tracking`, which the move to shipped writes (absent when staff gave none); in the order's language.
 */
export function orderShippedSms(order: SmsOrder & { tracking?: SmsTracking | null }): string {
  const language = orderLanguage(order);
  const tracking = order.tracking ?? null;
  const number = orderNumber(order.id);
  const names = namesOf(order);
  const hello = (n: string, text: string) => smsFrom(greeted(n, text, language));
  if (!tracking) return firstThatFits(names.map((n) => hello(n, say(WORDS.onItsWay, language, { number }))));
  const { courier, number: trackingNumber, url } = tracking;
  const withCourier = say(WORDS.withCourier, language, { number, courier, tracking: trackingNumber });
  const full = url ? `${withCourier} ${say(WORDS.trackIt, language, { url })}` : withCourier;
  const short = url ? say(WORDS.courierTrackIt, language, { number, courier, url }) : withCourier;
  return firstThatFits([
    ...names.map((n) => hello(n, full)),
    ...names.map((n) => hello(n, short)),
    smsFrom(
      url
        ? say(WORDS.shippedTrack, language, { number, url })
        : say(WORDS.shippedNumber, language, { number, tracking: trackingNumber }),
    ),
  ]);
}
