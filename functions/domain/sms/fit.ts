import { brand } from '../../../shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { say } from '../../lib/words';
import { firstLetters, letters } from '../../../shared/text/letters';
import { fitsSms } from './segments';

/** Every message starts with the shop's name, as the mails' subjects name it ("Your Kesara order …"). */
export const smsFrom = (body: string) => `${brand.name}: ${body}`;

/**
 * The forms of a customer's name, longest first, for a message that has to shorten: the name as given, its first
 * word, that word cut to ten letters (whole ones: a Sinhala letter keeps its vowel sign), and none (the greeting is
 * dropped).
 */
export function nameForms(name: string): string[] {
  const full = name.trim().replace(/\s+/g, ' ');
  const first = full.split(' ')[0] ?? '';
  const cut = firstLetters(first, 10);
  return [...new Set([full, first, cut, ''])];
}

const HELLO = { en: 'Hello {name}, {text}', si: 'ආයුබෝවන් {name}, {text}', ta: 'வணக்கம் {name}, {text}' };

/**
 * `text` greeting the name form ("Hello Nimal, your order…") in the message's language, or on its own, capitalised
 * (Sinhala and Tamil have no capitals), for the empty one.
 */
export const greeted = (name: string, text: string, language: Language = DEFAULT_LANGUAGE) =>
  name ? say(HELLO, language, { name, text }) : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The first candidate, fullest first, that fits in two segments. The last candidate is the shortest the message can
 * be (it keeps the order number and any tracking link); it is sent as it is even if it does not fit, which only a
 * link longer than any courier's could cause.
 */
export function firstThatFits(candidates: string[]): string {
  return candidates.find(fitsSms) ?? candidates[candidates.length - 1];
}

/**
 * `base` followed by as much of `tail` as fits, cut between letters (never inside one, nor inside a surrogate pair)
 * and marked with "..."; `base` alone when nothing of the tail fits.
 */
export function withTail(base: string, tail: string): string {
  if (fitsSms(base + tail)) return base + tail;
  const tailLetters = letters(tail);
  for (let keep = tailLetters.length - 1; keep > 0; keep--) {
    const text = `${base}${tailLetters.slice(0, keep).join('').trimEnd()}...`;
    if (fitsSms(text)) return text;
  }
  return base;
}
