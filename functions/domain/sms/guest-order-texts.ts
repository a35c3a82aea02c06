import { guestClaimWords } from '../../../shared/messages/guest-order-claim';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import { orderLanguage, type OrderRecord } from '../orders';
import { firstThatFits, greeted, nameForms, smsFrom } from './fit';

/** The texts' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  isHere: {
    en: 'your order {number} is here: {link}',
    si: 'ඔබගේ ඇණවුම {number} මෙතැනින්: {link}',
    ta: 'உங்கள் ஆர்டர் {number} இங்கே: {link}',
  },
  order: { en: 'Order {number}: {link}', si: 'ඇණවුම {number}: {link}', ta: 'ஆர்டர் {number}: {link}' },
  code: {
    en: 'Your code for order {number} is {code}. It works for 15 minutes.',
    si: 'ඇණවුම {number} සඳහා ඔබගේ කේතය {code}. එය විනාඩි 15ක් වලංගුයි.',
    ta: '{number} ஆர்டருக்கான உங்கள் குறியீடு {code}. இது 15 நிமிடங்களுக்குச் செல்லுபடியாகும்.',
  },
} satisfies Record<string, Words>;

/**
 * A guest's order link (issue 32), in the order's language: the link is kept in every form, the way to an account
 * when it fits.
 */
export function guestOrderLinkSms(order: Pick<OrderRecord, 'id' | 'billing' | 'language'>, link: string): string {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const claim = say(guestClaimWords.howToClaimShort, language);
  const names = nameForms(order.billing.first_name ?? '');
  return firstThatFits([
    ...names.map((n) => smsFrom(greeted(n, `${say(WORDS.isHere, language, { number, link })} ${claim}`, language))),
    smsFrom(`${say(WORDS.order, language, { number, link })} ${claim}`),
    smsFrom(say(WORDS.order, language, { number, link })),
  ]);
}

/** A lost link's code (issue 32): six digits for the order's page, in the order's language. */
export function guestLookupCodeSms(order: Pick<OrderRecord, 'id' | 'language'>, code: string): string {
  return smsFrom(say(WORDS.code, orderLanguage(order), { number: orderNumber(order.id), code }));
}
