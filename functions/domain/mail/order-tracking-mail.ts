import { brand } from '../../../shared/brand';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { orderLanguage, type OrderRecord } from '../orders';
import { MAIL_WORDS, subjectOf } from './common-words';
import { brandedHtml, escapeHtml } from './layout';
import { trackingHtml, trackingTextLines } from './tracking-lines';

/** The mail's words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  correctedTitle: {
    en: 'New tracking number for your order {number}',
    si: 'ඔබගේ ඇණවුම {number} සඳහා නව ලුහුබැඳීමේ අංකය',
    ta: 'உங்கள் {number} ஆர்டருக்கான புதிய கண்காணிப்பு எண்',
  },
  title: {
    en: 'Tracking number for your order {number}',
    si: 'ඔබගේ ඇණවුම {number} සඳහා ලුහුබැඳීමේ අංකය',
    ta: 'உங்கள் {number} ஆர்டருக்கான கண்காணிப்பு எண்',
  },
  corrected: {
    en: 'We corrected the tracking number of your order. Please use this one:',
    si: 'අපි ඔබගේ ඇණවුමේ ලුහුබැඳීමේ අංකය නිවැරදි කළා. කරුණාකර මෙය භාවිත කරන්න:',
    ta: 'உங்கள் ஆர்டரின் கண்காணிப்பு எண்ணைத் திருத்தியுள்ளோம். தயவுசெய்து இதைப் பயன்படுத்துங்கள்:',
  },
  given: {
    en: 'Your order is on its way. You can follow it with this tracking number:',
    si: 'ඔබගේ ඇණවුම දැන් ඔබ වෙත එමින් තිබේ. මෙම ලුහුබැඳීමේ අංකයෙන් ඔබට එය ලුහුබැඳිය හැකියි:',
    ta: 'உங்கள் ஆர்டர் வந்துகொண்டிருக்கிறது. இந்தக் கண்காணிப்பு எண் மூலம் அதைப் பின்தொடரலாம்:',
  },
} satisfies Record<string, Words>;

/**
 * A shipped order's tracking given after the move, or corrected (a typo in the number, another courier): the
 * customer gets the number to use now, in the order's language. Only for an order that has a tracking.
 */
export function orderTrackingMail(order: OrderRecord, corrected: boolean): Mail {
  if (!order.tracking) throw new Error(`order ${order.id} has no tracking to mail`);
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const title = say(corrected ? WORDS.correctedTitle : WORDS.title, language, { number });
  const greeting = say(MAIL_WORDS.hello, language, { name: order.billing.first_name || order.customer.name });
  const news = say(corrected ? WORDS.corrected : WORDS.given, language);
  const lines = trackingTextLines(order.tracking, language);
  const text = [greeting, '', news, '', ...lines, '', brand.fullName].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(news)}</p>${trackingHtml(order.tracking, language)}`,
    language,
  );
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}
