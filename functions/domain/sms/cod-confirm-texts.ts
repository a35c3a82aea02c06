import { moneyIn } from '../../../shared/rules/language-formats';
import { orderNumber } from '../../../shared/rules/orders';
import { orderPlaceValues } from '../../../shared/rules/order-place-words';
import { say, type Words } from '../../lib/words';
import { orderLanguage, type OrderRecord } from '../orders';
import { firstThatFits, greeted, nameForms, smsFrom } from './fit';

type SmsOrder = Pick<OrderRecord, 'id' | 'userId' | 'totalCents' | 'billing' | 'language'>;

/** The texts' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  ask: {
    en: 'please confirm your cash order {number} ({total}): {link} or code {code} {place}.',
    si: 'කරුණාකර ඔබගේ මුදලින් ගෙවන ඇණවුම {number} ({total}) තහවුරු කරන්න: {link} හෝ {where, select, guest {ඇණවුමේ පිටුවේ} other {මගේ ඇණවුම් තුළ}} කේතය {code} ඇතුළත් කරන්න.',
    ta: 'உங்கள் {number} ஆர்டரை ({total}, பணமாகச் செலுத்துதல்) உறுதிப்படுத்துங்கள்: {link} அல்லது {where, select, guest {ஆர்டர் பக்கத்தில்} other {எனது ஆர்டர்களில்}} {code} குறியீட்டை உள்ளிடுங்கள்.',
  },
  short: {
    en: 'Confirm order {number}: {link} or code {code}',
    si: 'ඇණවුම {number} තහවුරු කරන්න: {link} හෝ කේතය {code}',
    ta: 'ஆர்டர் {number} உறுதிசெய்ய: {link} குறியீடு {code}',
  },
  expired: {
    en: 'your cash order {number} was not confirmed in time, so we canceled it.',
    si: 'ඔබගේ මුදලින් ගෙවන ඇණවුම {number} නියමිත කාලය තුළ තහවුරු නොකළ නිසා, අපි එය අවලංගු කළා.',
    ta: 'உங்கள் {number} ஆர்டர் உரிய நேரத்தில் உறுதிப்படுத்தப்படாததால், அதை ரத்துசெய்தோம்.',
  },
} satisfies Record<string, Words>;

/**
 * Asks the customer to confirm a cash order (issue 31), in the order's language: its link, which confirms with one
 * press, and its 6-digit code for My Orders (a guest's order: its own page). The link and the code are kept in every
 * form; the greeting and the total go first when long.
 */
export function codConfirmSms(order: SmsOrder, link: string, code: string): string {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const total = moneyIn(language, order.totalCents);
  const ask = say(WORDS.ask, language, { number, total, link, code, ...orderPlaceValues(order, 'in') });
  const names = nameForms(order.billing.first_name ?? '');
  return firstThatFits([
    ...names.map((n) => smsFrom(greeted(n, ask, language))),
    smsFrom(say(WORDS.short, language, { number, link, code })),
  ]);
}

/** The cash order was not confirmed in time and is canceled (issue 31); in the order's language. */
export function codExpiredSms(order: SmsOrder): string {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const names = nameForms(order.billing.first_name ?? '');
  return firstThatFits(names.map((n) => smsFrom(greeted(n, say(WORDS.expired, language, { number }), language))));
}
