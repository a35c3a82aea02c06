import { z } from 'zod';

/** A required trimmed string with SPEC's message when it is missing or blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** An optional string: absent, null and "" all mean "not given". */
export const optionalText = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : v ?? undefined));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => EMAIL_PATTERN.test(v), { error: message })
    .transform((v) => v.toLowerCase());
}

/** Laravel-style field error map: field -> list of messages (contract 0.4). */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into the contract's field map, keeping the first issue's field order. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
