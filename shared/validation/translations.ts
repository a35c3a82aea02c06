import { TRANSLATED_FIELDS, TRANSLATED_LANGUAGES, withoutBlanks, type Translations } from '../rules/translations';
import { fitsLetters } from '../text/letters';
import { TEXT_MAX, tooLongMessage, type FieldErrors } from './fields';
import { PRODUCT_LIMITS } from './product';
import { VARIANT_LIMITS } from '../rules/variants';

/**
 * The product form's `translations` (issue 34): a multipart field holding JSON, `{"si": {"name", "description"},
 * "ta": {...}}`. Only those languages and fields; each text as long as its English field may be. Problems are
 * reported under dotted keys (`translations.si.name`), the shape as a whole under `translations`.
 */
export const translationMessages = {
  shape: `Translations must be an object of ${TRANSLATED_LANGUAGES.join(' and ')}, each with a name, a description and options.`,
  language: `Translations are kept in ${TRANSLATED_LANGUAGES.join(' and ')} only.`,
  field: `A translation has only these fields: ${TRANSLATED_FIELDS.join(', ')}, options.`,
  text: 'A translation must be text.',
  options: "Options' translations must be an object of option names, each with its name and its values' words.",
  optionWord: `An option's translation must be text of at most ${VARIANT_LIMITS.nameChars} characters.`,
  valueWord: `A value's translation must be text of at most ${VARIANT_LIMITS.valueChars} characters.`,
} as const;

/** The same limits as the English fields (shared/validation/product.ts). */
export const TRANSLATION_LIMITS = { name: TEXT_MAX, description: PRODUCT_LIMITS.descriptionChars } as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A word of an option's name or of a value: text within the English one's limit, or null (none). */
const fitsWord = (v: unknown, max: number) => v === null || (typeof v === 'string' && fitsLetters(v.trim(), max));

/**
 * `translations.<lang>.options` (decision 0107): `{"Size": {"name": "ප්‍රමාණය", "values": {"S": "කුඩා"}}}`. Which
 * options and values the product has is checked when it is written (words of others are dropped then).
 */
function optionWordErrors(value: unknown, key: string): FieldErrors {
  if (value === null) return {};
  if (!isObject(value)) return { [key]: [translationMessages.options] };
  const errors: FieldErrors = {};
  for (const [option, words] of Object.entries(value)) {
    const at = `${key}.${option}`;
    if (!isObject(words) || Object.keys(words).some((k) => k !== 'name' && k !== 'values'))
      errors[at] = [translationMessages.options];
    else if (!fitsWord(words.name ?? null, VARIANT_LIMITS.nameChars))
      errors[`${at}.name`] = [translationMessages.optionWord];
    else if (words.values !== undefined && words.values !== null && !isObject(words.values))
      errors[`${at}.values`] = [translationMessages.options];
    else if (Object.values(words.values ?? {}).some((word) => !fitsWord(word, VARIANT_LIMITS.valueChars)))
      errors[`${at}.values`] = [translationMessages.valueWord];
  }
  return errors;
}

/**
 * The translations sent, read: `value` undefined when the form did not send the field (keep what is stored), the
 * translations without their blank texts otherwise (`{}` removes them all), or the errors.
 */
export function readTranslations(text: string | undefined): { value?: Translations; errors?: FieldErrors } {
  if (text === undefined) return {};
  if (text.trim() === '') return { value: {} };
  const input = parsed(text);
  if (!isObject(input)) return { errors: { translations: [translationMessages.shape] } };
  const errors: FieldErrors = {};
  for (const [language, texts] of Object.entries(input)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      errors.translations = [translationMessages.language];
      continue;
    }
    if (texts === null) continue;
    if (!isObject(texts)) {
      errors[`translations.${language}`] = [translationMessages.shape];
      continue;
    }
    for (const [field, value] of Object.entries(texts)) {
      const key = `translations.${language}.${field}`;
      if (field === 'options') Object.assign(errors, optionWordErrors(value, key));
      else if (!(TRANSLATED_FIELDS as readonly string[]).includes(field)) errors[key] = [translationMessages.field];
      else if (value !== null && typeof value !== 'string') errors[key] = [translationMessages.text];
      else {
        const max = TRANSLATION_LIMITS[field as keyof typeof TRANSLATION_LIMITS];
        if (value && !fitsLetters(value.trim(), max)) errors[key] = [tooLongMessage(max)];
      }
    }
  }
  if (Object.keys(errors).length) return { errors };
  return { value: withoutBlanks(input as Translations) };
}
