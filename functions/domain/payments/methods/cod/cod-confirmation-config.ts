import * as z from 'zod/mini';

/**
 * Cash on delivery's confirmation settings (issue 31), read on each use like PayHere's window: `sms` (the default)
 * asks the customer to confirm each cash order, `off` places cash orders exactly as before it existed.
 */
export const DEFAULT_COD_CONFIRMATION = 'sms';
export const DEFAULT_COD_CONFIRM_WINDOW_SECONDS = 172_800;

export const codConfirmationEnvSchema = z.object({
  COD_CONFIRMATION: z._default(z.enum(['sms', 'off']), DEFAULT_COD_CONFIRMATION),
  COD_CONFIRM_WINDOW_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(60), z.lte(30 * 24 * 3600)),
    DEFAULT_COD_CONFIRM_WINDOW_SECONDS,
  ),
});

export interface CodConfirmationSettings {
  on: boolean;
  windowSeconds: number;
}

export function codConfirmationSettings(env: NodeJS.ProcessEnv = process.env): CodConfirmationSettings {
  const parsed = codConfirmationEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid cash on delivery configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return { on: parsed.data.COD_CONFIRMATION === 'sms', windowSeconds: parsed.data.COD_CONFIRM_WINDOW_SECONDS };
}
