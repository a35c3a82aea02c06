import * as z from 'zod';
import { registerSchema } from './auth';

/**
 * POST /v2/users (contract section 5): the sign-up rules, with `phone` accepted for `mobile` and the confirmation
 * allowed to be left out.
 */
export const adminCreateUserSchema = z
  .looseObject({ mobile: z.unknown().optional(), phone: z.unknown().optional(), password: z.unknown().optional(), password_confirmation: z.unknown().optional() })
  .transform((b) => ({ ...b, mobile: b.mobile ?? b.phone, password_confirmation: b.password_confirmation ?? b.password }))
  .pipe(registerSchema);
