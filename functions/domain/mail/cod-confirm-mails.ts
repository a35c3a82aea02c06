import { brand } from '../../../shared/brand';
import { moneyIn } from '../../../shared/rules/language-formats';
import { orderNumber } from '../../../shared/rules/orders';
import { orderPlaceValues } from '../../../shared/rules/order-place-words';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { orderLanguage, type OrderRecord } from '../orders';
import { MAIL_WORDS, subjectOf } from './common-words';
import { brandedHtml, escapeHtml, withBold } from './layout';

/** The mails' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  confirmTitle: {
    en: 'Please confirm your order {number}',
    si: 'කරුණාකර ඔබගේ ඇණවුම {number} තහවුරු කරන්න',
    ta: 'உங்கள் {number} ஆர்டரை உறுதிப்படுத்துங்கள்',
  },
  confirmNews: {
    en: 'Please confirm your cash on delivery order {number} ({total}) so we can prepare it.',
    si: 'ඔබගේ භාණ්ඩ ලැබෙන විට මුදලින් ගෙවන ඇණවුම {number} ({total}) අපට සූදානම් කිරීමට හැකි වන පරිදි, කරුණාකර එය තහවුරු කරන්න.',
    ta: 'உங்கள் {number} ஆர்டரை ({total}, பொருள் வந்ததும் பணம்) நாங்கள் தயார் செய்ய, தயவுசெய்து அதை உறுதிப்படுத்துங்கள்.',
  },
  confirmHere: { en: 'Confirm it here: {link}', si: 'මෙතැනින් තහවුරු කරන්න: {link}', ta: 'இங்கே உறுதிப்படுத்துங்கள்: {link}' },
  orCode: {
    en: 'Or enter the code {code} {place}.',
    si: 'නැතහොත් {where, select, guest {ඇණවුමේ පිටුවේ} other {මගේ ඇණවුම් යටතේ}} කේතය {code} ඇතුළත් කරන්න.',
    ta: 'அல்லது {where, select, guest {ஆர்டர் பக்கத்தில்} other {எனது ஆர்டர்களில்}} {code} குறியீட்டை உள்ளிடுங்கள்.',
  },
  confirmButton: { en: 'Confirm my order', si: 'මගේ ඇණවුම තහවුරු කරන්න', ta: 'எனது ஆர்டரை உறுதிப்படுத்து' },
  expiredNews: {
    en: 'We did not receive your confirmation of this cash on delivery order in time, so it has been canceled.',
    si: 'මෙම භාණ්ඩ ලැබෙන විට මුදලින් ගෙවන ඇණවුම සඳහා ඔබගේ තහවුරු කිරීම නියමිත කාලය තුළ අපට නොලැබුණු නිසා, එය අවලංගු කළා.',
    ta: 'பொருள் வந்ததும் பணம் செலுத்தும் இந்த ஆர்டருக்கான உங்கள் உறுதிப்படுத்தல் உரிய நேரத்தில் கிடைக்காததால், அது ரத்துசெய்யப்பட்டது.',
  },
} satisfies Record<string, Words>;

const helloOf = (order: OrderRecord) =>
  say(MAIL_WORDS.hello, orderLanguage(order), { name: order.billing.first_name || order.customer.name });

/**
 * Asks the customer to confirm a cash order by mail (issue 31), where its phone cannot take the SMS: the link, which
 * confirms with one press, and the code for My Orders; in the order's language.
 */
export function codConfirmMail(order: OrderRecord, link: string, code: string): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const title = say(WORDS.confirmTitle, language, { number });
  const news = say(WORDS.confirmNews, language, { number, total: moneyIn(language, order.totalCents) });
  const where = orderPlaceValues(order, 'under');
  const text = [
    helloOf(order),
    '',
    news,
    '',
    say(WORDS.confirmHere, language, { link }),
    say(WORDS.orCode, language, { code, ...where }),
    '',
    brand.fullName,
  ].join('\n');
  const orCodeHtml = withBold((mark) => say(WORDS.orCode, language, { code: mark, ...where }), code);
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(helloOf(order))}</p><p>${escapeHtml(news)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(say(WORDS.confirmButton, language))}</a></p><p>${orCodeHtml}</p>`,
    language,
  );
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}

/** The cash order was not confirmed before its window closed, so it is canceled (issue 31); in its language. */
export function codExpiredMail(order: OrderRecord): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const title = say(MAIL_WORDS.canceledTitle, language, { number });
  const news = say(WORDS.expiredNews, language);
  const text = [helloOf(order), '', news, '', say(MAIL_WORDS.order, language, { number }), '', brand.fullName].join(
    '\n',
  );
  const html = brandedHtml(title, `<p>${escapeHtml(helloOf(order))}</p><p>${escapeHtml(news)}</p>`, language);
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}
