import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/languages';

export const languageMessage = `Please choose a language: ${LANGUAGES.join(', ')}.`;

/**
 * `?lang=` of the public catalogue routes (issue 34): en, si or ta; anything else is a 422 under `lang`. Absent, the
 * route answers exactly as it did before there were languages (no `lang` in the answer).
 */
export const languageParam = z.optional(z.enum(LANGUAGES, { error: languageMessage }));

/** The query of a route whose only parameter is the language. */
export const languageQuerySchema = z.object({ lang: languageParam });
