import type { Language } from './languages';
import type { OptionTranslations } from './option-translations';

/**
 * Texts in Sinhala and Tamil (issue 34, decision 0087). English is the record's own text; a translation may give
 * any of its fields, and a field without one is shown in English, so a page is never half blank.
 */
export const TRANSLATED_LANGUAGES = ['si', 'ta'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The fields of a product (and a category) that have translations. */
export const TRANSLATED_FIELDS = ['name', 'description'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** A language's texts of a product: its name and description, and its options' words (decision 0107). */
export type TranslatedTexts = Partial<Record<TranslatedField, string>> & { options?: OptionTranslations };
/** `{ si: { name, description, options }, ta: { ... } }` on the wire and in the table; every part may be left out. */
export type Translations = Partial<Record<TranslatedLanguage, TranslatedTexts>>;

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', si: 'Sinhala', ta: 'Tamil' };

/** `english` in `language`: each field translated where a translation gives it, in English where none does. */
export function textsIn<T extends Record<TranslatedField, string>>(
  english: T,
  translations: Translations | undefined,
  language: Language,
): T {
  if (language === 'en') return english;
  const own = translations?.[language] ?? {};
  return {
    ...english,
    ...Object.fromEntries(TRANSLATED_FIELDS.filter((f) => own[f]).map((f) => [f, own[f]])),
  };
}

/**
 * A translation's texts with its blank fields and empty languages left out (what is stored and answered). Options'
 * words are kept as given here; `keptOptionTexts` fits them to the product's options when it is written.
 */
export function withoutBlanks(translations: Translations): Translations {
  const out: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts: TranslatedTexts = Object.fromEntries(
      TRANSLATED_FIELDS.flatMap((f) => {
        const value = translations[language]?.[f]?.trim();
        return value ? [[f, value]] : [];
      }),
    );
    const options = translations[language]?.options;
    if (options && Object.keys(options).length) texts.options = options;
    if (Object.keys(texts).length) out[language] = texts;
  }
  return out;
}

/**
 * How many records lack each translated field, per language, and (`options`) how many products with options lack the
 * word for one of their option names (decision 0107): `{ si: { name: 3, description: 12, options: 1 }, ta: {...} }`.
 */
export type MissingCounts = Record<TranslatedLanguage, Record<TranslatedField | 'options', number>>;

type CountedRecord = { translations?: Translations; options?: ReadonlyArray<{ name: string }> };

const lacksOptionName = (r: CountedRecord, language: TranslatedLanguage) =>
  (r.options ?? []).some((o) => !r.translations?.[language]?.options?.[o.name]?.name?.trim());

/** The counts of `records` whose translation into each language lacks each field, or a word of an option name. */
export function missingTranslations(records: ReadonlyArray<CountedRecord>): MissingCounts {
  const count = (language: TranslatedLanguage, field: TranslatedField) =>
    records.filter((r) => !r.translations?.[language]?.[field]?.trim()).length;
  const perLanguage = (language: TranslatedLanguage) => ({
    ...(Object.fromEntries(TRANSLATED_FIELDS.map((f) => [f, count(language, f)])) as Record<TranslatedField, number>),
    options: records.filter((r) => lacksOptionName(r, language)).length,
  });
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, perLanguage(l)])) as MissingCounts;
}

/** What the back-office's sentences call each counted gap: "no Sinhala description", "no Sinhala option names". */
const GAP_NAMES: Record<TranslatedField | 'options', string> = {
  name: 'name',
  description: 'description',
  options: 'option names',
};

/** The back-office's sentences, one per language and gap that has any: "12 products have no Sinhala description". */
export function missingSentences(missing: MissingCounts): string[] {
  return TRANSLATED_LANGUAGES.flatMap((language) =>
    (Object.keys(GAP_NAMES) as Array<keyof typeof GAP_NAMES>).flatMap((gap) => {
      const n = missing[language][gap];
      if (n === 0) return [];
      const subject = n === 1 ? '1 product has' : `${n} products have`;
      return [`${subject} no ${LANGUAGE_NAMES[language]} ${GAP_NAMES[gap]}`];
    }),
  );
}

/**
 * A set of English texts (`{ id: 'text' }` or `{ id: (name) => \`...${name}...\` }`) in Sinhala and Tamil, declared
 * beside it (issue 34: the server's refusals in the page's language). Every id must have both, so a missing
 * translation does not compile. A text that fills in values is ICU MessageFormat whose arguments are the English
 * function's parameters by position: `{0}`, `{1, plural, one {...} other {...}}`.
 */
export type InOtherLanguages<T> = Readonly<Record<TranslatedLanguage, { readonly [K in keyof T]: string }>>;
