import type { Language } from '../rules/languages';
import type { TranslatedLanguage } from '../rules/translations';

/** A translation of a text-bearing value: any of its texts, at any depth, may be left out. */
export type PartialTexts<T> = T extends string
  ? string
  : T extends ReadonlyArray<infer E>
    ? ReadonlyArray<PartialTexts<E> | undefined>
    : T extends object
      ? { [K in keyof T]?: PartialTexts<T[K]> }
      : never;

export type ContentTranslations<T> = Partial<Record<TranslatedLanguage, PartialTexts<T>>>;

/**
 * `english` with each text the translation gives put in its place, field by field (and item by item in lists); every
 * text it leaves out stays English, so a page is never half blank (decision 0087). Values other than texts (flags,
 * numbers) and `id`s are always the English value's: a translation can only give words.
 */
export function mergeTexts<T>(english: T, translation: unknown): T {
  if (translation === undefined || translation === null) return english;
  if (typeof english === 'string') return (typeof translation === 'string' && translation ? translation : english) as T;
  if (Array.isArray(english))
    return english.map((item, i) => mergeTexts(item, Array.isArray(translation) ? translation[i] : undefined)) as T;
  if (typeof english === 'object' && english !== null && typeof translation === 'object')
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        key === 'id' ? value : mergeTexts(value, (translation as Record<string, unknown>)[key]),
      ]),
    ) as T;
  return english;
}

/** `english` in `language`, from its translations. */
export function contentIn<T>(english: T, translations: ContentTranslations<T>, language: Language): T {
  return language === 'en' ? english : mergeTexts(english, translations[language]);
}
