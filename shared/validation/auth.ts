import * as z from 'zod';
import { emailField, requiredText } from './fields';

/** Every password rule and message of SPEC sections 5 and 9, shared by the forms and the server. */
export const PASSWORD_MIN_CUSTOMER = 8;
export const PASSWORD_MIN_STAFF = 6;

export const messages = {
  email: 'Please provide a valid email.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 8 characters.',
  name: 'Name is required.',
  mobile: 'Valid mobile number is required.',
  confirm: 'Please confirm your password.',
  passwordsMustMatch: 'Passwords must match.',
  passwordsDoNotMatch: 'Passwords do not match',
  code: 'Verification code is required.',
  currentPasswordRequired: 'The current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  newPasswordsDoNotMatch: 'New password and confirm password do not match.',
  emailTaken: 'The email has already been taken.',
} as const;

const customerPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired })
  .min(PASSWORD_MIN_CUSTOMER, { error: messages.passwordMin });

/** Digits with an optional leading +, spaces and dashes allowed; 9 to 15 digits in all. */
const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;

export const loginSchema = z.object({
  email: emailField(messages.email),
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }),
});

export const registerSchema = z
  .object({
    name: requiredText(messages.name),
    email: emailField(messages.email),
    mobile: requiredText(messages.mobile).refine((v) => MOBILE_PATTERN.test(v), { error: messages.mobile }),
    password: customerPassword,
    password_confirmation: z.string({ error: messages.confirm }).min(1, { error: messages.confirm }),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: messages.passwordsMustMatch });

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
    password_confirmation: z.string({ error: messages.confirm }).min(1, { error: messages.confirm }),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: messages.passwordsMustMatch });

/** The Forgot Password dialog's last step (SPEC section 5): at least 8 characters, and a confirmation that matches. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_CUSTOMER, { error: messages.passwordMin }),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: messages.passwordsDoNotMatch });

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: messages.currentPasswordRequired }).min(1, { error: messages.currentPasswordRequired }),
    new_password: customerPassword,
    new_password_confirmation: z.string({ error: messages.confirm }).min(1, { error: messages.confirm }),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    path: ['new_password_confirmation'],
    error: messages.newPasswordsDoNotMatch,
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
