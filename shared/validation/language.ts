import * as z from 'zod/mini';
import { LANGUAGES } from '../rules/languages';

export const LANGUAGE_MESSAGE = `The language must be one of ${LANGUAGES.join(', ')}.`;

/** A person's language (issue 34): `en`, `si` or `ta`, exactly. */
export const languageField = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });
