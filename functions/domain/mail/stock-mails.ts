import { brand } from '../../../shared/brand';
import type { Mail } from '../messages';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { say, type Words } from '../../lib/words';
import { brandedHtml, escapeHtml, withBold } from './layout';

/** What a stock message names: the product, its size's label ("Size: M") if it has sizes, and its page. */
export interface StockItem {
  name: string;
  size: string | null;
  url: string;
}

const named = (item: StockItem) => (item.size ? `${item.name} (${item.size})` : item.name);

/** The back-in-stock words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  subject: {
    en: '{item} is back in stock',
    si: '{item} නැවත තොගයේ ඇත',
    ta: '{item} மீண்டும் கையிருப்பில் உள்ளது',
  },
  title: { en: 'Back in stock', si: 'නැවත තොගයේ', ta: 'மீண்டும் கையிருப்பில்' },
  goodNews: {
    en: 'Good news: {item} is back in stock.',
    si: 'සුබ පුවතක්: {item} නැවත තොගයේ ඇත.',
    ta: 'நல்ல செய்தி: {item} மீண்டும் கையிருப்பில் உள்ளது.',
  },
  buyHere: { en: 'Buy it here: {url}', si: 'මෙතැනින් මිලදී ගන්න: {url}', ta: 'இங்கே வாங்குங்கள்: {url}' },
  buyNow: { en: 'Buy it now', si: 'දැන් මිලදී ගන්න', ta: 'இப்போதே வாங்குங்கள்' },
  once: {
    en: 'You asked us to tell you once; this is that message.',
    si: 'එක් වරක් දන්වන්නැයි ඔබ අපෙන් ඉල්ලුවා; මෙය එම පණිවිඩයයි.',
    ta: 'ஒருமுறை தெரிவிக்கச் சொன்னீர்கள்; இது அந்தச் செய்தி.',
  },
  text: {
    en: '{brand}: {item} is back in stock. {url}',
    si: '{brand}: {item} නැවත තොගයේ ඇත. {url}',
    ta: '{brand}: {item} மீண்டும் கையிருப்பில் உள்ளது. {url}',
  },
} satisfies Record<string, Words>;

/**
 * Back in stock (issue 33): the one message a subscriber asked for, in their language (a signed-in customer's; a
 * guest's: English); sendMarketing adds its unsubscribe.
 */
export function backInStockMail(to: string, item: StockItem, language: Language = DEFAULT_LANGUAGE): Mail {
  const once = say(WORDS.once, language);
  return {
    to,
    subject: say(WORDS.subject, language, { item: named(item) }),
    text: `${say(WORDS.goodNews, language, { item: named(item) })}\n\n${say(WORDS.buyHere, language, { url: item.url })}\n\n${once}\n${brand.fullName}`,
    html: brandedHtml(
      say(WORDS.title, language),
      `<p>${withBold((mark) => say(WORDS.goodNews, language, { item: mark }), named(item))}</p>
<p><a href="${escapeHtml(item.url)}" style="color:${brand.colors.primary}">${escapeHtml(say(WORDS.buyNow, language))}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(once)}</p>`,
      language,
    ),
  };
}

/** The SMS and WhatsApp words of the same message (its stop link is added by sendMarketing). */
export const backInStockText = (item: StockItem, language: Language = DEFAULT_LANGUAGE) =>
  say(WORDS.text, language, { brand: brand.name, item: named(item), url: item.url });

/** Low stock (issue 33): to an admin, once per crossing. */
export function lowStockMail(to: string, item: StockItem & { stock: number; threshold: number }): Mail {
  const left = `${item.stock} left (alert at ${item.threshold} or fewer)`;
  return {
    to,
    subject: `Low stock: ${named(item)}, ${item.stock} left`,
    text: `${named(item)} is low: ${left}.\n\nRestock it in the back-office: ${item.url}\n${brand.fullName}`,
    html: brandedHtml(
      'Low stock',
      `<p><strong>${escapeHtml(named(item))}</strong> is low: ${escapeHtml(left)}.</p>
<p><a href="${escapeHtml(item.url)}" style="color:${brand.colors.primary}">Open it in the back-office</a></p>`,
    ),
  };
}
