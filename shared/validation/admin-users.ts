import * as z from 'zod/mini';
import { registerSchema } from './auth';

/**
 * POST /v2/users (contract section 5): the sign-up rules, with `phone` accepted for `mobile` and the confirmation
 * allowed to be left out.
 */
const body = z.looseObject({
  mobile: z.optional(z.unknown()),
  phone: z.optional(z.unknown()),
  password: z.optional(z.unknown()),
  password_confirmation: z.optional(z.unknown()),
});

export const adminCreateUserSchema = z.pipe(
  z.pipe(
    body,
    z.transform((b: z.output<typeof body>) => ({
      ...b,
      mobile: b.mobile ?? b.phone,
      password_confirmation: b.password_confirmation ?? b.password,
    })),
  ),
  registerSchema,
);
