import * as z from 'zod/mini';
import { messages } from './auth-messages';
import { marketingConsentField } from './marketing-consent';
import { emailField, requiredText } from './fields';

export { messages };

/** Every password rule and message of SPEC sections 5 and 9, shared by the forms and the server. */
export const PASSWORD_MIN_CUSTOMER = 8;
export const PASSWORD_MIN_STAFF = 6;

/** A string that must not be empty: `message` when it is missing, not text, or "". */
const filled = (message: string) => z.string({ error: message }).check(z.minLength(1, { error: message }));

const customerPassword = filled(messages.passwordRequired).check(
  z.minLength(PASSWORD_MIN_CUSTOMER, { error: messages.passwordMin }),
);

/** Digits with an optional leading +, spaces and dashes allowed; 9 to 15 digits in all. */
const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;

export const loginSchema = z.object({
  email: emailField(messages.email),
  password: filled(messages.passwordRequired),
});

/** The confirmation repeats the password; the message stands on the confirmation field. */
const samePassword = (message: string) =>
  z.refine<{ password: string; password_confirmation: string }>((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: message,
  });

export const registerSchema = z
  .object({
    name: requiredText(messages.name),
    email: emailField(messages.email),
    mobile: requiredText(messages.mobile).check(z.refine((v) => MOBILE_PATTERN.test(v), { error: messages.mobile })),
    password: customerPassword,
    password_confirmation: filled(messages.confirm),
    marketing_consent: marketingConsentField,
  })
  .check(samePassword(messages.passwordsMustMatch));

export const forgotPasswordSchema = z.object({ email: emailField(messages.email) });

export const verifyResetCodeSchema = z.object({
  email: emailField(messages.email),
  code: requiredText(messages.code),
});

export const resetPasswordSchema = z
  .object({
    email: emailField(messages.email),
    code: requiredText(messages.code),
    password: customerPassword,
    password_confirmation: filled(messages.confirm),
  })
  .check(samePassword(messages.passwordsMustMatch));

/** The Forgot Password dialog's last step (SPEC section 5): at least 8 characters, and a confirmation that matches. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().check(z.minLength(PASSWORD_MIN_CUSTOMER, { error: messages.passwordMin })),
    password_confirmation: z.string(),
  })
  .check(samePassword(messages.passwordsDoNotMatch));

export const changePasswordSchema = z
  .object({
    current_password: filled(messages.currentPasswordRequired),
    new_password: customerPassword,
    new_password_confirmation: filled(messages.confirm),
  })
  .check(
    z.refine((v) => v.new_password === v.new_password_confirmation, {
      path: ['new_password_confirmation'],
      error: messages.newPasswordsDoNotMatch,
    }),
  );

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
