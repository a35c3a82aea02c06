import * as z from 'zod/mini';
import './english-messages';

/** Longest single-line text a form field keeps (names, address lines); longer values are refused, never stored. */
export const TEXT_MAX = 255;
/** RFC 5321's longest address; also bounds the e-mail pattern's backtracking. */
export const EMAIL_MAX = 254;

export const tooLongMessage = (max: number) => `Please keep this under ${max} characters.`;

/** A required trimmed string with SPEC's message when it is missing or blank, and at most `max` characters. */
export function requiredText(message: string, max = TEXT_MAX, tooLong = tooLongMessage(max)) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(message: string) {
  const email = z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, { error: message }),
    z.maxLength(EMAIL_MAX, { error: message, abort: true }),
    z.refine((v) => EMAIL_PATTERN.test(v), { error: message }),
  );
  return z.pipe(email, z.transform((v: string) => v.toLowerCase()));
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
