import { brand } from '../../../shared/brand';
import { moneyIn } from '../../../shared/rules/language-formats';
import { orderNumber, type OrderStatus } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { customerLineText, orderLanguage, type OrderRecord } from '../orders';
import { MAIL_WORDS, subjectOf } from './common-words';
import { brandedHtml, escapeHtml, itemListHtml } from './layout';
import { trackingHtml, trackingTextLines } from './tracking-lines';

/** Each status's news, in the shop's three languages (issue 34); English exactly as it always was. */
const NEWS: Record<OrderStatus, Words> = {
  pending: {
    en: 'We have received your order and will start preparing it soon.',
    si: 'ඔබගේ ඇණවුම අපට ලැබුණා. ඉක්මනින්ම එය සූදානම් කිරීම අරඹන්නෙමු.',
    ta: 'உங்கள் ஆர்டர் எங்களுக்குக் கிடைத்தது. விரைவில் அதைத் தயார் செய்யத் தொடங்குவோம்.',
  },
  processing: {
    en: 'We are preparing your order now.',
    si: 'අපි දැන් ඔබගේ ඇණවුම සූදානම් කරමින් සිටිමු.',
    ta: 'இப்போது உங்கள் ஆர்டரைத் தயார் செய்துகொண்டிருக்கிறோம்.',
  },
  shipped: {
    en: 'Your order is on its way. The courier will call before delivery.',
    si: 'ඔබගේ ඇණවුම දැන් ඔබ වෙත එමින් තිබේ. භාර දීමට පෙර කුරියර් නියෝජිතයා ඔබට කතා කරනු ඇත.',
    ta: 'உங்கள் ஆர்டர் உங்களை நோக்கி வந்துகொண்டிருக்கிறது. ஒப்படைப்பதற்கு முன் கூரியர் உங்களை அழைப்பார்.',
  },
  delivered: {
    en: 'Your order has been delivered. We hope you enjoy it!',
    si: 'ඔබගේ ඇණවුම භාර දුන්නා. ඔබ එයට කැමති වේවායි අපි ප්‍රාර්ථනා කරමු!',
    ta: 'உங்கள் ஆர்டர் ஒப்படைக்கப்பட்டது. அது உங்களுக்குப் பிடிக்கும் என நம்புகிறோம்!',
  },
  canceled: {
    en: 'Your order has been canceled. If you did not ask for this, please reply to this mail.',
    si: 'ඔබගේ ඇණවුම අවලංගු කළා. ඔබ මෙය ඉල්ලුවේ නැත්නම්, කරුණාකර මෙම තැපෑලට පිළිතුරු දෙන්න.',
    ta: 'உங்கள் ஆர்டர் ரத்துசெய்யப்பட்டது. நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள்.',
  },
  refused: {
    en: 'The courier told us the parcel was refused at the door, so the order has been closed.',
    si: 'පාර්සලය භාර ගැනීම දොරකඩදී ප්‍රතික්ෂේප කළ බව කුරියර් සේවාව අපට දැන්වූ නිසා, ඇණවුම වසා දැමුවා.',
    ta: 'பார்சல் வாசலில் மறுக்கப்பட்டதாகக் கூரியர் தெரிவித்ததால், ஆர்டர் மூடப்பட்டது.',
  },
};

/** Each status's title. */
const TITLES: Record<OrderStatus, Words> = {
  pending: {
    en: 'Your order {number} is received',
    si: 'ඔබගේ ඇණවුම {number} අපට ලැබුණා',
    ta: 'உங்கள் ஆர்டர் {number} எங்களுக்குக் கிடைத்தது',
  },
  processing: {
    en: 'Your order {number} is being prepared',
    si: 'ඔබගේ ඇණවුම {number} සූදානම් කරමින් තිබේ',
    ta: 'உங்கள் ஆர்டர் {number} தயாராகிக்கொண்டிருக்கிறது',
  },
  shipped: {
    en: 'Your order {number} is on its way',
    si: 'ඔබගේ ඇණවුම {number} ඔබ වෙත එමින් තිබේ',
    ta: 'உங்கள் ஆர்டர் {number} வந்துகொண்டிருக்கிறது',
  },
  delivered: {
    en: 'Your order {number} is delivered',
    si: 'ඔබගේ ඇණවුම {number} භාර දුන්නා',
    ta: 'உங்கள் ஆர்டர் {number} ஒப்படைக்கப்பட்டது',
  },
  canceled: {
    en: 'Your order {number} is canceled',
    si: 'ඔබගේ ඇණවුම {number} අවලංගු කළා',
    ta: 'உங்கள் ஆர்டர் {number} ரத்துசெய்யப்பட்டது',
  },
  refused: {
    en: 'Your order {number} is closed: refused at the door',
    si: 'ඔබගේ ඇණවුම {number} වසා දැමුවා: දොරකඩදී ප්‍රතික්ෂේප කළා',
    ta: 'உங்கள் ஆர்டர் {number} மூடப்பட்டது: வாசலில் மறுக்கப்பட்டது',
  },
};

/** The status as the mail's summary line names it: its code in English, as always; a word in Sinhala and Tamil. */
const STATUS_NAMES: Record<OrderStatus, Words> = {
  pending: { en: 'pending', si: 'ලැබුණා', ta: 'பெறப்பட்டது' },
  processing: { en: 'processing', si: 'සූදානම් කරමින්', ta: 'தயாராகிறது' },
  shipped: { en: 'shipped', si: 'යවා ඇත', ta: 'அனுப்பப்பட்டது' },
  delivered: { en: 'delivered', si: 'භාර දුන්නා', ta: 'ஒப்படைக்கப்பட்டது' },
  canceled: { en: 'canceled', si: 'අවලංගුයි', ta: 'ரத்துசெய்யப்பட்டது' },
  refused: { en: 'refused', si: 'ප්‍රතික්ෂේප කළා', ta: 'மறுக்கப்பட்டது' },
};

/**
 * Tells the customer that their order moved to a new status (B6), in the order's language; the shipped mail names
 * the courier and number.
 */
export function orderStatusMail(order: OrderRecord): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const tracking = order.status === 'shipped' ? order.tracking : undefined;
  const title = say(TITLES[order.status], language, { number });
  const hello = say(MAIL_WORDS.hello, language, { name: order.billing.first_name || order.customer.name });
  const news = say(NEWS[order.status], language);
  const items = order.lines.map(customerLineText);
  const total = moneyIn(language, order.totalCents);
  const text = [
    hello,
    '',
    news,
    '',
    ...(tracking ? [...trackingTextLines(tracking, language), ''] : []),
    `${say(MAIL_WORDS.orderTotal, language, { number, total })}:`,
    ...items.map((i) => `- ${i}`),
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(news)}</p>${tracking ? trackingHtml(tracking, language) : ''}
<p style="margin:16px 0 6px"><strong>${escapeHtml(say(MAIL_WORDS.order, language, { number }))}</strong> &middot; ${total} &middot; ${escapeHtml(say(MAIL_WORDS.status, language))}: <strong>${escapeHtml(say(STATUS_NAMES[order.status], language))}</strong></p>
${itemListHtml(items)}`,
    language,
  );
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}
