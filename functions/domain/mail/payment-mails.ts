import { brand } from '../../../shared/brand';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { moneyIn } from '../../../shared/rules/language-formats';
import { orderNumber } from '../../../shared/rules/orders';
import { orderPlaceValues } from '../../../shared/rules/order-place-words';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { orderLanguage, type OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import { MAIL_WORDS, subjectOf } from './common-words';
import { brandedHtml, escapeHtml } from './layout';

/** The customers' payment mails' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  failedTitle: {
    en: 'Payment for order {number} did not go through',
    si: 'ඇණවුම {number} සඳහා ගෙවීම සාර්ථක වුණේ නැහැ',
    ta: '{number} ஆர்டருக்கான கட்டணம் வெற்றிபெறவில்லை',
  },
  cardFailed: {
    en: 'Your card payment did not go through. You can try again {place} until the payment window closes.',
    si: 'ඔබගේ කාඩ්පත් ගෙවීම සාර්ථක වුණේ නැහැ. ගෙවීමේ කාලය අවසන් වන තුරු {where, select, guest {ඔබගේ ඇණවුමේ පිටුවෙන්} other {මගේ ඇණවුම් වෙතින්}} නැවත උත්සාහ කළ හැකියි.',
    ta: 'உங்கள் அட்டைக் கட்டணம் வெற்றிபெறவில்லை. கட்டணச் சாளரம் மூடும் வரை {where, select, guest {உங்கள் ஆர்டர் பக்கத்திலிருந்து} other {எனது ஆர்டர்களிலிருந்து}} மீண்டும் முயற்சிக்கலாம்.',
  },
  cardExpired: {
    en: 'We did not receive the card payment for your order in time, so it has been canceled. Nothing was charged.',
    si: 'ඔබගේ ඇණවුම සඳහා කාඩ්පත් ගෙවීම නියමිත කාලය තුළ අපට නොලැබුණු නිසා, එය අවලංගු කළා. කිසිදු මුදලක් අය කළේ නැහැ.',
    ta: 'உங்கள் ஆர்டருக்கான அட்டைக் கட்டணம் உரிய நேரத்தில் கிடைக்காததால், அது ரத்துசெய்யப்பட்டது. எந்தத் தொகையும் வசூலிக்கப்படவில்லை.',
  },
  slipAcceptedTitle: {
    en: 'Payment received for order {number}',
    si: 'ඇණවුම {number} සඳහා ගෙවීම ලැබුණා',
    ta: '{number} ஆர்டருக்கான கட்டணம் கிடைத்தது',
  },
  slipAccepted: {
    en: 'We have received your bank transfer. Your order is paid and we are preparing it.',
    si: 'ඔබගේ බැංකු මාරුව අපට ලැබුණා. ඔබගේ ඇණවුම ගෙවා ඇති අතර අපි එය සූදානම් කරමින් සිටිමු.',
    ta: 'உங்கள் வங்கிப் பரிமாற்றம் கிடைத்தது. உங்கள் ஆர்டருக்குப் பணம் செலுத்தப்பட்டுவிட்டது, அதைத் தயார் செய்துகொண்டிருக்கிறோம்.',
  },
  slipRejectedTitle: {
    en: 'We could not accept the slip for order {number}',
    si: 'ඇණවුම {number} සඳහා වූ පත්‍රිකාව අපට පිළිගත නොහැකි වුණා',
    ta: '{number} ஆர்டருக்கான சீட்டை எங்களால் ஏற்க முடியவில்லை',
  },
  slipRejected: {
    en: 'We could not accept your bank slip: {reason} Please upload a new slip {place} before the payment window closes, or the order will be canceled.',
    si: 'ඔබගේ බැංකු පත්‍රිකාව අපට පිළිගත නොහැකි වුණා: {reason} ගෙවීමේ කාලය අවසන් වීමට පෙර {where, select, guest {ඔබගේ ඇණවුමේ පිටුවේ} other {මගේ ඇණවුම් යටතේ}} නව පත්‍රිකාවක් උඩුගත කරන්න, නැතහොත් ඇණවුම අවලංගු වනු ඇත.',
    ta: 'உங்கள் வங்கிச் சீட்டை எங்களால் ஏற்க முடியவில்லை: {reason} கட்டணச் சாளரம் மூடுவதற்கு முன் {where, select, guest {உங்கள் ஆர்டர் பக்கத்தில்} other {எனது ஆர்டர்களில்}} புதிய சீட்டைப் பதிவேற்றுங்கள், இல்லையெனில் ஆர்டர் ரத்துசெய்யப்படும்.',
  },
} satisfies Record<string, Words>;

/** A payment mail to the customer, in the order's language: `title` and `news` are its words with their values. */
function customerMail(
  order: OrderRecord,
  title: Words,
  news: Words,
  values: Record<string, string> = {},
  place: 'from' | 'under' = 'from',
): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const total = moneyIn(language, order.totalCents);
  const hello = say(MAIL_WORDS.hello, language, { name: order.billing.first_name || order.customer.name });
  const said = say(news, language, { ...values, ...orderPlaceValues(order, place) });
  const heading = say(title, language, { number });
  const summary = say(MAIL_WORDS.orderTotal, language, { number, total });
  const text = [hello, '', said, '', summary, '', brand.fullName].join('\n');
  const html = brandedHtml(
    heading,
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(said)}</p><p><strong>${escapeHtml(say(MAIL_WORDS.order, language, { number }))}</strong> &middot; ${total}</p>`,
    language,
  );
  return { to: order.customer.email, subject: subjectOf(heading, brand.name), text, html };
}

/** The payment of an order did not go through; it can be tried again (My Orders, the order's page) while the window is open. */
export const paymentFailedMail = (order: OrderRecord) =>
  customerMail(order, WORDS.failedTitle, paymentMethodOf(order.paymentMethod).texts.failedNews ?? WORDS.cardFailed);

/** The order was not paid in time: it is canceled and nothing was charged. */
export const paymentExpiredMail = (order: OrderRecord) =>
  customerMail(
    order,
    MAIL_WORDS.canceledTitle,
    paymentMethodOf(order.paymentMethod).texts.expiredNews ?? WORDS.cardExpired,
  );

/** Something an admin must act on: a charge-back, or money received for an order that had already ended. English. */
export function paymentAlertMail(order: OrderRecord, to: string, what: 'charged_back' | 'refund_due'): Mail {
  const number = orderNumber(order.id);
  const total = formatLkr(fromCents(order.totalCents));
  const news =
    what === 'charged_back'
      ? `PayHere reports a charge-back for order ${number} (${total}, payment ${order.payment?.paymentId ?? '-'}).`
      : `PayHere confirmed a payment for order ${number} (${total}, payment ${order.payment?.paymentId ?? '-'}) after the order had ended. Please refund it.`;
  const title = what === 'charged_back' ? `Charge-back on order ${number}` : `Refund due for order ${number}`;
  return {
    to,
    subject: `${title} - ${brand.name}`,
    text: `${news}\n\n${brand.fullName}`,
    html: brandedHtml(title, `<p>${escapeHtml(news)}</p>`),
  };
}

/** Staff found the bank transfer of the order: it is paid and will be prepared. */
export const slipAcceptedMail = (order: OrderRecord) =>
  customerMail(order, WORDS.slipAcceptedTitle, WORDS.slipAccepted);

/** Staff could not accept the bank slip: the reason they gave, and how to send another before the window closes. */
export const slipRejectedMail = (order: OrderRecord, reason: string) =>
  customerMail(order, WORDS.slipRejectedTitle, WORDS.slipRejected, { reason }, 'under');
