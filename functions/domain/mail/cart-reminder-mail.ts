import { brand } from '../../../shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { brandedHtml, escapeHtml, itemListHtml } from './layout';

/** What a cart reminder says, in every channel's words (issue 33, decision 0086). */
export interface CartReminderFacts {
  /** Each line's name with its size ("Kesara Logo Tee — Size: M") and quantity. */
  items: { name: string; quantity: number }[];
  /** The cart's total from the server, formatted in the person's language ("LKR 3,500.00"). */
  total: string;
  /** The `/cart/restore/<token>` link. */
  restoreUrl: string;
  /** 1 or 2. */
  step: number;
  /** The person's language (issue 34): the account's; absent (a guest's cart): English. */
  language?: Language;
}

/** The mail's words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  first: {
    en: 'You left something in your cart',
    si: 'ඔබ ඔබගේ කරත්තයේ යමක් තබා ගියා',
    ta: 'உங்கள் கூடையில் சிலவற்றை விட்டுச் சென்றுள்ளீர்கள்',
  },
  second: {
    en: 'Your cart is still waiting for you',
    si: 'ඔබගේ කරත්තය තවමත් ඔබ එනතුරු බලා සිටී',
    ta: 'உங்கள் கூடை இன்னும் உங்களுக்காகக் காத்திருக்கிறது',
  },
  intro: {
    en: 'The products you chose are saved. Finish your order when you are ready:',
    si: 'ඔබ තෝරාගත් නිෂ්පාදන සුරැකී ඇත. ඔබ සූදානම් වූ විට ඇණවුම අවසන් කරන්න:',
    ta: 'நீங்கள் தேர்ந்தெடுத்த பொருட்கள் சேமிக்கப்பட்டுள்ளன. தயாரானதும் உங்கள் ஆர்டரை முடியுங்கள்:',
  },
  total: { en: 'Total: {total}', si: 'මුළු මුදල: {total}', ta: 'மொத்தம்: {total}' },
  back: { en: 'Back to your cart', si: 'ඔබගේ කරත්තයට ආපසු', ta: 'உங்கள் கூடைக்குத் திரும்ப' },
} satisfies Record<string, Words>;

export const reminderItemText = (i: CartReminderFacts['items'][number]) => `${i.name} x ${i.quantity}`;

/** The reminder by mail, in the person's language; sendMarketing adds its unsubscribe headers and footer. */
export function cartReminderMail(to: string, facts: CartReminderFacts): Omit<Mail, 'headers'> {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  const title = say(facts.step === 1 ? WORDS.first : WORDS.second, language);
  const intro = say(WORDS.intro, language);
  const total = say(WORDS.total, language, { total: facts.total });
  const back = say(WORDS.back, language);
  const items = facts.items.map(reminderItemText);
  const text = [
    title,
    '',
    intro,
    '',
    ...items.map((i) => `- ${i}`),
    '',
    total,
    '',
    `${back}: ${facts.restoreUrl}`,
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(intro)}</p>${itemListHtml(items)}<p><strong>${escapeHtml(total)}</strong></p>` +
      `<p><a href="${escapeHtml(facts.restoreUrl)}" style="color:${brand.colors.primary}">${escapeHtml(back)}</a></p>`,
    language,
  );
  return { to, subject: title, text, html };
}
