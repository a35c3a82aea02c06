import { orderNumber } from '../../../shared/rules/orders';
import { orderPlaceValues } from '../../../shared/rules/order-place-words';
import { say } from '../../lib/words';
import { orderLanguage, type OrderRecord } from '../orders';
import { firstThatFits, greeted, nameForms, smsFrom, withTail } from './fit';

/** The text's words in the shop's three languages (issue 34); English exactly as it always was. */
const ASK = {
  en: 'we could not accept the slip for order {number}. Please upload a new one {place}. Reason: ',
  si: 'ඇණවුම {number} හි පත්‍රිකාව පිළිගත නොහැක. {where, select, guest {ඇණවුමේ පිටුවේ} other {මගේ ඇණවුම් තුළ}} නව එකක් දමන්න. හේතුව: ',
  ta: '{number} சீட்டை ஏற்க இயலவில்லை. {where, select, guest {ஆர்டர் பக்கத்தில்} other {எனது ஆர்டர்களில்}} புதியதைப் பதிவேற்றவும். காரணம்: ',
};

/**
 * A bank slip staff refused, in the order's language: the order, that a new slip is wanted, and as much of their
 * reason as fits (cut between letters).
 */
export function slipRejectedSms(
  order: Pick<OrderRecord, 'id' | 'userId' | 'billing' | 'language'>,
  reason: string,
): string {
  const language = orderLanguage(order);
  const ask = say(ASK, language, { number: orderNumber(order.id), ...orderPlaceValues(order, 'in') });
  return firstThatFits([
    ...nameForms(order.billing.first_name ?? '').map((n) => withTail(smsFrom(greeted(n, ask, language)), reason)),
  ]);
}
