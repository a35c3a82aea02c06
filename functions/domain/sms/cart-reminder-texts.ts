import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { say } from '../../lib/words';
import { firstThatFits, smsFrom } from './fit';

/**
 * The reminder's words in the shop's three languages (issue 34), with "and 2 more" by each language's plural rules;
 * English exactly as it always was. Also the WhatsApp template's parameter.
 */
const LEFT = {
  en: 'You left {items}{more, plural, =0 {} other { and # more}} in your cart, {total}. Finish here: {url}',
  si: 'ඔබ {items}{more, plural, =0 {} one { සහ තවත් එකක්} other { සහ තවත් #ක්}} ඔබගේ කරත්තයේ තබා ගියා, {total}. මෙතැනින් අවසන් කරන්න: {url}',
  ta: '{items}{more, plural, =0 {} one { மற்றும் இன்னும் ஒன்று} other { மற்றும் இன்னும் #}} உங்கள் கூடையில் உள்ளன, {total}. இங்கே முடியுங்கள்: {url}',
};

/** The shortest form, for Sinhala and Tamil, whose UCS-2 segments hold less than half of GSM-7's. */
const WAITING = {
  si: 'ඔබගේ කරත්තය ඔබ එනතුරු බලා සිටී, {total}: {url}',
  ta: 'உங்கள் கூடை காத்திருக்கிறது, {total}: {url}',
};

/** "You left Beard Oil x 1, Tee x 2 in your cart, …": every item named, as the WhatsApp template says it. */
export const cartLeftText = (items: string[], total: string, url: string, language: Language = DEFAULT_LANGUAGE) =>
  say(LEFT, language, { items: items.join(', '), more: 0, total, url });

/**
 * A cart reminder by SMS (issue 33), in the person's language: the products by name and size (the first only, and
 * how many more, when they do not all fit), the total and the restore link. sendMarketing adds a "Stop:" line, so
 * this leaves it room. A size's dash ("Tee — Size: M") would make an English SMS UCS-2 (70 letters a segment), so it
 * is a space here.
 */
export function cartReminderSms(facts: {
  items: { name: string }[];
  total: string;
  restoreUrl: string;
  language?: Language;
}): string {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  const [first, ...rest] = facts.items.map((i) => i.name.replace(' \u2014 ', ' '));
  const values = { total: facts.total, url: facts.restoreUrl };
  const all = smsFrom(say(LEFT, language, { ...values, items: [first, ...rest].join(', '), more: 0 }));
  const short = smsFrom(say(LEFT, language, { ...values, items: first, more: rest.length }));
  // English keeps its two forms as before; the others end with the shortest, which keeps the total and the link.
  const waiting = language === 'en' ? [] : [smsFrom(say({ en: '', ...WAITING }, language, values))];
  return firstThatFits([all, short, ...waiting]);
}
