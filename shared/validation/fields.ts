import * as z from 'zod/mini';
import { fitsLetters } from '../text/letters';
import { EMAIL_MAX, isAcceptedEmail, normaliseEmail } from './email';
import './english-messages';
import type { InOtherLanguages } from '../rules/translations';

/** Longest single-line text a form field keeps (names, address lines); longer values are refused, never stored. */
export const TEXT_MAX = 255;

/** The form checks' common words, by the words they fill in (issue 34: the server's refusals in the page's language). */
export const fieldMessages = {
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  chooseOneOf: (choices: string) => `Please choose one of: ${choices}.`,
} as const;

export const tooLongMessage = fieldMessages.tooLong;

/** A choice among fixed words (a sort, a status, a reason), named in the words the API takes. */
export const chooseOneOf = (choices: readonly string[]) => fieldMessages.chooseOneOf(choices.join(', '));

export const fieldMessagesIn: InOtherLanguages<typeof fieldMessages> = {
  si: { tooLong: 'කරුණාකර මෙය අක්ෂර {0}කට අඩුවෙන් තබන්න.', chooseOneOf: 'කරුණාකර මේවායින් එකක් තෝරන්න: {0}.' },
  ta: {
    tooLong: 'தயவுசெய்து இதை {0} எழுத்துகளுக்குள் வைக்கவும்.',
    chooseOneOf: 'தயவுசெய்து இவற்றில் ஒன்றைத் தேர்ந்தெடுக்கவும்: {0}.',
  },
};

/**
 * Each check made by `atMostLetters`, with its limit: JSON Schema's `maxLength` counts code points, so the API's
 * description (infra/api/openapi-document.ts) gives these limits apart.
 */
const letterLimits = new WeakMap<object, number>();

/**
 * The check of every length limit on text people type: at most `max` characters as people count them (letters, so
 * an emoji or a Sinhala letter with its sign is one; shared/text/letters.ts). `abort` stops the field's later checks.
 */
export function atMostLetters(max: number, { error = tooLongMessage(max), abort = false } = {}) {
  const check = z.refine<string>((v) => fitsLetters(v, max), { error, abort });
  letterLimits.set(check, max);
  return check;
}

/** The letter limit of a schema's `atMostLetters` check, if it has one. */
export function letterLimitOf(schema: z.core.$ZodType): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const max = letterLimits.get(check);
    if (max !== undefined) return max;
  }
  return undefined;
}

/** A required trimmed string with SPEC's message when it is missing or blank, and at most `max` characters. */
export function requiredText(message: string, max = TEXT_MAX, tooLong = tooLongMessage(max)) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), atMostLetters(max, { error: tooLong }));
}

/** An e-mail field: the shop's one rule (./email.ts), `message` when the address is missing or not one it can mail; the value is normalised. */
export function emailField(message: string) {
  const email = z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(EMAIL_MAX, { error: message, abort: true }),
      z.refine(isAcceptedEmail, { error: message }),
    );
  return z.pipe(email, z.transform(normaliseEmail));
}

/** Laravel-style field error map: field -> list of messages (contract 0.4). */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into the contract's field map, keeping the first issue's field order. */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
