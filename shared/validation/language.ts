import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/languages';
import type { InOtherLanguages } from '../rules/translations';

/** The one refusal of a language that is not the shop's, for a person's `language` and a route's `?lang=`. */
export const languageMessage = `Please choose a language: ${LANGUAGES.join(', ')}.`;

/** A person's language (issue 34): `en`, `si` or `ta`, exactly. */
export const languageField = z.enum(LANGUAGES, { error: languageMessage });

/**
 * `?lang=` of the public catalogue routes (issue 34): en, si or ta; anything else is a 422 under `lang`. Absent, the
 * route answers exactly as it did before there were languages (no `lang` in the answer).
 */
export const languageParam = z.optional(languageField);

/** The query of a route whose only parameter is the language. */
export const languageQuerySchema = z.object({ lang: languageParam });

export const languageMessageIn: InOtherLanguages<{ message: string }> = {
  si: { message: `කරුණාකර භාෂාවක් තෝරන්න: ${LANGUAGES.join(', ')}.` },
  ta: { message: `தயவுசெய்து ஒரு மொழியைத் தேர்ந்தெடுக்கவும்: ${LANGUAGES.join(', ')}.` },
};
