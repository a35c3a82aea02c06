import * as z from 'zod/mini';
import { USER_TYPES } from '../routes/access';
import { LANGUAGES } from '../rules/languages';
import { ok } from './envelope';

const text = z.nullable(z.string());

/** The signed-in user a sign-in or sign-up answers with (contract A1): the older client stores it as JSON. */
export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: text,
  user_type: z.enum(USER_TYPES),
  role: z.null(),
  /** A relative storage path, the marker `default_avatar.png`, or null (contract 0.6). */
  profile_picture: text,
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A1 and A3. */
export const signedIn = ok({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  user: sessionUser,
});

/** The user object of A7, flat at the top level, with null for what was never filled in. */
export const userProfile = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: text,
  mobile: text,
  first_name: text,
  last_name: text,
  country: text,
  company: text,
  address: text,
  apartment: text,
  city: text,
  state: text,
  postal_code: text,
  profile_picture: text,
  user_type: z.enum(USER_TYPES),
  email_verified_at: z.null(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** A7: the customer's own profile, with the account's language (issue 34). */
export const accountProfile = z.extend(userProfile, { language: z.enum(LANGUAGES) });

/** A8: the updated profile, still flat, with the success fields added. */
export const updatedAccount = z.extend(accountProfile, { status: z.literal('success'), message: z.string() });

/** B8 row: every value is shown verbatim. */
export const adminUserRow = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  registrationDate: z.string(),
});
export type AdminUser = z.infer<typeof adminUserRow>;

/** One customer as the admin's section 5 routes answer it: the profile and the list row together. */
export const adminUserDetail = z.extend(userProfile, adminUserRow.shape);

/** B9 row: never a password (contract 7.12). */
export const staffMember = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  email: z.string(),
  company: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
