/**
 * Text as people count it: in letters, that is extended grapheme clusters (Unicode UAX #29), so a family emoji
 * 👨‍👩‍👧‍👦, a flag 🇱🇰 or a Sinhala letter with its vowel sign (කා) is one letter, however many code points or
 * UTF-16 units it takes. Every length limit on text people type, in the browser and on the server, counts with
 * these, and text the shop shortens is cut between letters.
 */

// Made on first use: the first segmenter loads ICU's break rules (tens of milliseconds), which a function that never
// counts letters should not pay at start-up.
let segmenter: Intl.Segmenter | undefined;

function* eachLetter(text: string): Generator<string> {
  // A browser without Intl.Segmenter (Firefox before 125) counts code points, as the shop did before: stricter than
  // the server, never looser. Node always has it.
  if (typeof Intl.Segmenter !== 'function') {
    yield* text;
    return;
  }
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(text)) yield segment;
}

/** The letters of `text`, in order. */
export const letters = (text: string): string[] => Array.from(eachLetter(text));

/** How many letters `text` has. */
export function letterCount(text: string): number {
  let count = 0;
  for (const _ of eachLetter(text)) count++;
  return count;
}

/** The first `count` letters of `text` (all of it when shorter): never ends inside a letter. */
export function firstLetters(text: string, count: number): string {
  let prefix = '';
  let taken = 0;
  for (const letter of eachLetter(text)) {
    if (taken++ === count) break;
    prefix += letter;
  }
  return prefix;
}

/**
 * The most UTF-16 units a text may spend per letter, on average. The longest letters in use take 11 (a family) to
 * 15 (a kiss with two skin tones); one letter of a base and hundreds of combining marks would otherwise let a
 * "100-letter" title weigh megabytes. Checked first, it also spares counting a huge text.
 */
export const MAX_UNITS_PER_LETTER = 16;

/** True when `text` has at most `max` letters (and no more than MAX_UNITS_PER_LETTER units for each). */
export const fitsLetters = (text: string, max: number): boolean =>
  text.length <= max * MAX_UNITS_PER_LETTER && letterCount(text) <= max;

/**
 * The longest run of whole letters from the start of `text` that fits in `units` UTF-16 units: `text.slice(0, units)`
 * for a limit counted in units (a contract's "100 characters", a provider's field size) without ending inside a letter.
 */
export function lettersWithinUnits(text: string, units: number): string {
  if (text.length <= units) return text;
  let prefix = '';
  for (const letter of eachLetter(text)) {
    if (prefix.length + letter.length > units) break;
    prefix += letter;
  }
  return prefix;
}
