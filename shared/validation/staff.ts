import * as z from 'zod/mini';
import { PASSWORD_MIN_STAFF } from './auth';
import { isAcceptedEmail, normaliseEmail } from './email';
import { TEXT_MAX, atMostLetters } from './fields';

/** The staff modal's rules and messages (SPEC section 5, contract 6.16), for the modal and the server. */
export const staffMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  mobileRequired: 'Mobile number is required',
  mobile: 'Please enter a valid 10-digit mobile number',
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  company: 'Company is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters long',
  emailTaken: 'The email has already been taken.',
} as const;

const text = z.pipe(
  z.nullable(z.optional(z.union([z.string(), z.number()]))),
  z.transform((v: string | number | null | undefined) => (v === undefined || v === null ? '' : String(v).trim())),
);
const required = (message: string) =>
  text.check(
    z.refine((v) => v.length > 0, { error: message, abort: true }),
    atMostLetters(TEXT_MAX, { abort: true }),
  );

const staffFields = {
  firstName: required(staffMessages.firstName),
  lastName: required(staffMessages.lastName),
  /** Ten digits once spaces are removed; stored without the spaces. */
  mobile: z
    .pipe(
      required(staffMessages.mobileRequired),
      z.transform((v: string) => v.replace(/\s+/g, '')),
    )
    .check(z.refine((v) => /^\d{10}$/.test(v), { error: staffMessages.mobile })),
  email: z.pipe(
    required(staffMessages.emailRequired).check(z.refine(isAcceptedEmail, { error: staffMessages.email })),
    z.transform(normaliseEmail),
  ),
  company: required(staffMessages.company),
};

const password = z.pipe(
  z.optional(z.union([z.string(), z.null()])),
  z.transform((v: string | null | undefined) => v ?? ''),
);

export const addStaffSchema = z.object({
  ...staffFields,
  password: password.check(
    z.refine((v) => v.length > 0, { error: staffMessages.passwordRequired, abort: true }),
    z.refine((v) => v.length >= PASSWORD_MIN_STAFF, { error: staffMessages.passwordMin }),
  ),
});

/** Edit: a blank password keeps the old one (the modal always sends the key, contract B11). */
export const updateStaffSchema = z.object({
  ...staffFields,
  password: password.check(
    z.refine((v) => v.length === 0 || v.length >= PASSWORD_MIN_STAFF, { error: staffMessages.passwordMin }),
  ),
});

export type AddStaffInput = z.infer<typeof addStaffSchema>;
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;
