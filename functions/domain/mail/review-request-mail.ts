import { brand } from '../../../shared/brand';
import { productPath } from '../../../shared/content/public-pages';
import { pathInLanguage } from '../../../shared/rules/language-paths';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { orderLanguage, type OrderRecord } from '../orders';
import { MAIL_WORDS } from './common-words';
import { brandedHtml, escapeHtml } from './layout';

/** The anchor of a product page's review form. */
export const REVIEW_FORM_ANCHOR = '#write-review';

/** The mail's words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  subject: {
    en: 'How was your order {number}?',
    si: 'ඔබගේ ඇණවුම {number} කෙසේද?',
    ta: 'உங்கள் ஆர்டர் {number} எப்படி இருந்தது?',
  },
  title: { en: 'How was your order?', si: 'ඔබගේ ඇණවුම කෙසේද?', ta: 'உங்கள் ஆர்டர் எப்படி இருந்தது?' },
  ask: {
    en: 'Your order {number} arrived a week ago. How are you finding it? A short review helps other shoppers choose.',
    si: 'ඔබගේ ඇණවුම {number} සතියකට පෙර ඔබට ලැබුණා. එය ඔබට කොහොමද? කෙටි සමාලෝචනයක් අනෙක් ගැනුම්කරුවන්ට තෝරා ගැනීමට උදව් වේ.',
    ta: 'உங்கள் ஆர்டர் {number} ஒரு வாரத்துக்கு முன் வந்து சேர்ந்தது. அது உங்களுக்கு எப்படி இருக்கிறது? ஒரு சிறு மதிப்பாய்வு மற்ற வாடிக்கையாளர்கள் தேர்ந்தெடுக்க உதவும்.',
  },
  off: {
    en: 'Do not want these mails? Turn review requests off:',
    si: 'මෙම තැපැල් අවශ්‍ය නැද්ද? සමාලෝචන ඉල්ලීම් නවත්වන්න:',
    ta: 'இந்த மின்னஞ்சல்கள் வேண்டாமா? மதிப்பாய்வுக் கோரிக்கைகளை நிறுத்துங்கள்:',
  },
  writeReview: { en: 'Write a review', si: 'සමාලෝචනයක් ලියන්න', ta: 'மதிப்பாய்வு எழுதுங்கள்' },
  turnOff: {
    en: 'turn off review requests',
    si: 'සමාලෝචන ඉල්ලීම් නවත්වන්න',
    ta: 'மதிப்பாய்வுக் கோரிக்கைகளை நிறுத்து',
  },
} satisfies Record<string, Words>;

/**
 * Seven days after delivery: one mail asking the customer to review what the order held, a link to each product's
 * review form (its page in the order's language) and the signed link that turns these mails off (`mailsOffUrl`), in
 * the order's language (issue 34). Every name is escaped in the HTML.
 */
export function reviewRequestMail(order: OrderRecord, shopUrl: string, mailsOffUrl: string): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const products = [...new Map(order.lines.map((l) => [l.productId, l.translatedName ?? l.name])).entries()].map(
    ([id, name]) => ({
      name,
      url: new URL(`${pathInLanguage(productPath(id), language)}${REVIEW_FORM_ANCHOR}`, shopUrl).href,
    }),
  );
  const greeting = say(MAIL_WORDS.hello, language, { name: order.billing.first_name || order.customer.name });
  const ask = say(WORDS.ask, language, { number });
  const off = say(WORDS.off, language);
  const text = [
    greeting,
    '',
    ask,
    '',
    ...products.map((p) => `- ${p.name}: ${p.url}`),
    '',
    `${off} ${mailsOffUrl}`,
    '',
    brand.fullName,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${brand.colors.primary}">${escapeHtml(label)}</a>`;
  const writeReview = say(WORDS.writeReview, language);
  const html = brandedHtml(
    say(WORDS.title, language),
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p><ul>${products
      .map((p) => `<li>${escapeHtml(p.name)}: ${link(p.url, writeReview)}</li>`)
      .join(
        '',
      )}</ul><p style="font-size:12px">${escapeHtml(off)} ${link(mailsOffUrl, say(WORDS.turnOff, language))}</p>`,
    language,
  );
  return { to: order.customer.email, subject: say(WORDS.subject, language, { number }), text, html };
}
