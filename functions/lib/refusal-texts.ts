import type { InOtherLanguages, TranslatedLanguage } from '../../shared/rules/translations';
import { say } from './words';

type EnglishTexts = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** A set of English texts as declared (the object itself, never a copy) and its Sinhala and Tamil. */
export interface TextsInLanguages {
  english: EnglishTexts;
  translated: InOtherLanguages<EnglishTexts>;
}

/** Pairs a declared set of English texts with its translations; the types keep both sides' ids the same. */
export const inLanguages = <T extends EnglishTexts>(english: T, translated: InOtherLanguages<T>): TextsInLanguages => ({
  english,
  translated,
});

/** A filled-in English text: how to recognise it, and which parameter each part it matched is. */
interface Pattern {
  regex: RegExp;
  /** For each captured group, the parameter's position. */
  groups: number[];
  /** Parameters the pattern was made with a fixed value (1: "1 minute" where others say "5 minutes"). */
  fixed: Record<number, number>;
  words: Readonly<Record<TranslatedLanguage, string>>;
}

const MARK = (i: number) => `\u0001${i}\u0002`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text `english` writes with these arguments, made into a pattern where each marker is a captured part. */
function patternOf(
  english: (...args: never[]) => string,
  args: unknown[],
  fixed: Record<number, number>,
  words: Pattern['words'],
): Pattern | null {
  let text: string;
  try {
    text = (english as (...a: unknown[]) => string)(...args);
  } catch {
    return null;
  }
  const groups: number[] = [];
  const source = escape(text).replace(/\u0001(\d+)\u0002/g, (_, i: string) => {
    groups.push(Number(i));
    return '(.+?)';
  });
  return { regex: new RegExp(`^${source}$`, 's'), groups, fixed, words };
}

/**
 * The patterns of a text that fills in values: every parameter a marker, and once more with each parameter 1, for
 * the English that says "1 minute" but "5 minutes".
 */
function patternsOf(english: (...args: never[]) => string, words: Pattern['words']): Pattern[] {
  const marks = Array.from({ length: english.length }, (_, i) => MARK(i));
  const withOne = marks.map((_, i) =>
    patternOf(
      english,
      marks.map((m, j) => (j === i ? 1 : m)),
      { [i]: 1 },
      words,
    ),
  );
  return [patternOf(english, marks, {}, words), ...withOne].filter((p): p is Pattern => p !== null);
}

/** A captured value as ICU gets it: a number where it is one (a count chooses its plural form), else the text. */
const valueOf = (captured: string): string | number => (/^\d+$/.test(captured) ? Number(captured) : captured);

/**
 * Translates what the server says from the declared sets: a fixed text by its English, a filled-in text by the
 * pattern of its English function, the values it was given kept. A text no set declares is returned as it is
 * (English): never blank.
 */
export function refusalTranslator(sets: readonly TextsInLanguages[]) {
  const fixed = new Map<string, Pattern['words']>();
  const patterns: Pattern[] = [];
  for (const { english, translated } of sets)
    for (const [id, text] of Object.entries(english)) {
      const words = { si: translated.si[id], ta: translated.ta[id] };
      if (typeof text === 'string') fixed.set(text, words);
      else patterns.push(...patternsOf(text, words));
    }
  return function textIn(text: string, language: TranslatedLanguage): string {
    const known = fixed.get(text);
    if (known) return known[language];
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const values: Record<string, string | number> = { ...pattern.fixed };
      pattern.groups.forEach((param, g) => (values[param] = valueOf(match[g + 1])));
      return say({ en: text, ...pattern.words }, language, values);
    }
    return text;
  };
}
