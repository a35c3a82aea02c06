import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import '../../shared/validation/english-messages';
import { filledText } from '../../shared/validation/filled-text';
import { emailField } from '../../shared/validation/fields';
import {
  DEFAULT_COD_CONFIRM_WINDOW_SECONDS,
  DEFAULT_COD_CONFIRMATION,
  DEFAULT_PAYMENT_WINDOW_SECONDS,
  LOCAL_PAYHERE_MERCHANT_ID,
  LOCAL_PAYHERE_MERCHANT_SECRET,
} from '../../functions/domain/payments';

/** Settings of the embedded default, read from the environment once and validated. */
const settingsSchema = z.object({
  HOST: z._default(z.string(), '127.0.0.1'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  DATA_DIR: z._default(z.string(), '.data'),
  ADMIN_EMAIL: z._default(emailField('ADMIN_EMAIL must be an e-mail address the shop can mail'), 'admin@kesara.lk'),
  ADMIN_PASSWORD: z._default(
    z.string().check(z.minLength(8, 'ADMIN_PASSWORD must have at least 8 characters')),
    'Admin@12345',
  ),
  CORS_ORIGINS: z._default(z.string(), 'http://localhost:5173,http://127.0.0.1:5173'),
  PUBLIC_BASE_URL: z.optional(z.url()),
  SHOP_EMAIL: z._default(emailField('SHOP_EMAIL must be an e-mail address the shop can mail'), 'hello@kesara.lk'),
  MAIL_FROM: z._default(emailField('MAIL_FROM must be an e-mail address the shop can mail'), 'no-reply@kesara.lk'),
  /** Multiplies the per-address limits of infra/rate-limits.ts (the routes' `rateLimit`); 0 turns them off. */
  RATE_LIMIT_FACTOR: z._default(z.coerce.number().check(z.gte(0)), 1),
  /** Set to "never" to skip building the SPA (API-only runs). */
  BUILD_SPA: z._default(z.enum(['auto', 'never']), 'auto'),
  /** The local PayHere merchant; the stand-in signs its notifications with the same secret. */
  PAYHERE_MERCHANT_ID: z._default(filledText(), LOCAL_PAYHERE_MERCHANT_ID),
  PAYHERE_MERCHANT_SECRET: z._default(filledText(), LOCAL_PAYHERE_MERCHANT_SECRET),
  PAYMENT_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(60)), DEFAULT_PAYMENT_WINDOW_SECONDS),
  /** How often the local shop ends unpaid card orders whose window closed (the cloud runs it on a schedule). */
  PAYMENT_SWEEP_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 30),
  /** Cash on delivery, confirmed (issue 31): `sms` texts each cash order a link and code to confirm; `off` does not. */
  COD_CONFIRMATION: z._default(z.enum(['sms', 'off']), DEFAULT_COD_CONFIRMATION),
  COD_CONFIRM_WINDOW_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(60)),
    DEFAULT_COD_CONFIRM_WINDOW_SECONDS,
  ),
});

export type LocalSettings = z.infer<typeof settingsSchema> & { dataDir: string };

export function readSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return { ...parsed.data, dataDir };
}

/** The token-signing secret of this machine, made once and kept in DATA_DIR so sessions survive a restart. */
export function localSigningSecret(dataDir: string): string {
  const file = resolve(dataDir, 'signing-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
