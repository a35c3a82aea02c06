import { brand } from '../../../shared/brand';
import { guestClaimWords } from '../../../shared/messages/guest-order-claim';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { orderLanguage, type OrderRecord } from '../orders';
import { MAIL_WORDS, subjectOf } from './common-words';
import { brandedHtml, escapeHtml } from './layout';

/** The mails' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  title: { en: 'Your order {number}', si: 'ඔබගේ ඇණවුම {number}', ta: 'உங்கள் ஆர்டர் {number}' },
  news: {
    en: 'Thank you for your order {number}. This link opens it from any phone or computer, without an account: you can follow it, pay, confirm or return it there.',
    si: 'ඔබගේ {number} ඇණවුමට ස්තූතියි. මෙම සබැඳියෙන් ගිණුමක් නොමැතිව ඕනෑම දුරකථනයකින් හෝ පරිගණකයකින් එය විවෘත කළ හැකියි: එහිදී ඔබට එය ලුහුබැඳීමට, ගෙවීමට, තහවුරු කිරීමට හෝ ආපසු යැවීමට පුළුවන්.',
    ta: 'உங்கள் {number} ஆர்டருக்கு நன்றி. கணக்கு இல்லாமலேயே எந்தத் தொலைபேசியிலிருந்தும் கணினியிலிருந்தும் இந்த இணைப்பு அதைத் திறக்கும்: அங்கே அதைப் பின்தொடரலாம், பணம் செலுத்தலாம், உறுதிப்படுத்தலாம் அல்லது திருப்பி அனுப்பலாம்.',
  },
  open: {
    en: 'Open my order {number}',
    si: 'මගේ ඇණවුම {number} විවෘත කරන්න',
    ta: 'எனது {number} ஆர்டரைத் திறக்கவும்',
  },
  keepPrivate: {
    en: 'Keep this link to yourself: anyone who has it can see the order.',
    si: 'මෙම සබැඳිය වෙන කිසිවෙකුට නොදෙන්න: එය ඇති ඕනෑම අයෙකුට ඇණවුම දැකිය හැකියි.',
    ta: 'இந்த இணைப்பை யாருடனும் பகிர வேண்டாம்: இது உள்ள எவரும் ஆர்டரைப் பார்க்க முடியும்.',
  },
  codeTitle: {
    en: 'Your code for order {number}',
    si: 'ඇණවුම {number} සඳහා ඔබගේ කේතය',
    ta: '{number} ஆர்டருக்கான உங்கள் குறியீடு',
  },
  codeNews: {
    en: 'Your code for order {number} is {code}. Enter it on the order page within 15 minutes to open the order.',
    si: 'ඇණවුම {number} සඳහා ඔබගේ කේතය {code}. ඇණවුම විවෘත කිරීමට, විනාඩි 15ක් ඇතුළත එය ඇණවුම් පිටුවේ ඇතුළත් කරන්න.',
    ta: '{number} ஆர்டருக்கான உங்கள் குறியீடு {code}. ஆர்டரைத் திறக்க, 15 நிமிடங்களுக்குள் அதை ஆர்டர் பக்கத்தில் உள்ளிடுங்கள்.',
  },
  notAsked: {
    en: 'If you did not ask for it, you can ignore this mail.',
    si: 'ඔබ මෙය ඉල්ලුවේ නැත්නම්, මෙම තැපෑල නොසලකා හරින්න.',
    ta: 'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
  },
} satisfies Record<string, Words>;

/**
 * A guest's order link (issue 32), mailed once the order is placed, and again by a lookup: the link opens the order
 * from any phone, and the mail says how to add the order to an account. In the order's language (issue 34).
 */
export function guestOrderLinkMail(order: OrderRecord, link: string): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const name = order.billing.first_name || order.customer.name;
  const title = say(WORDS.title, language, { number });
  const hello = say(MAIL_WORDS.hello, language, { name });
  const news = say(WORDS.news, language, { number });
  const keepPrivate = say(WORDS.keepPrivate, language);
  const howToClaim = say(guestClaimWords.howToClaim, language);
  const text = [hello, '', news, '', link, '', keepPrivate, howToClaim, '', brand.fullName].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(news)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(say(WORDS.open, language, { number }))}</a></p><p>${escapeHtml(keepPrivate)}</p><p>${escapeHtml(howToClaim)}</p>`,
    language,
  );
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}

/** A lost link's code by mail (issue 32), where the order's phone takes no SMS; in the order's language. */
export function guestLookupCodeMail(order: OrderRecord, code: string): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const title = say(WORDS.codeTitle, language, { number });
  const news = say(WORDS.codeNews, language, { number, code });
  const notAsked = say(WORDS.notAsked, language);
  const text = [news, '', notAsked, '', brand.fullName].join('\n');
  const html = brandedHtml(title, `<p>${escapeHtml(news)}</p><p>${escapeHtml(notAsked)}</p>`, language);
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}
