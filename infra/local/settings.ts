import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod/mini';
import '../../shared/validation/english-messages';
import { filledText } from '../../shared/validation/filled-text';
import { emailField } from '../../shared/validation/fields';
import {
  DEFAULT_KOKO_MAX_AMOUNT,
  DEFAULT_KOKO_MIN_AMOUNT,
  DEFAULT_COD_CONFIRM_WINDOW_SECONDS,
  DEFAULT_COD_CONFIRMATION,
  DEFAULT_PAYMENT_WINDOW_SECONDS,
  LOCAL_KOKO_API_KEY,
  LOCAL_KOKO_MERCHANT_ID,
  LOCAL_PAYHERE_MERCHANT_ID,
  LOCAL_PAYHERE_MERCHANT_SECRET,
  DEFAULT_BANK_TRANSFER_WINDOW_SECONDS,
  LOCAL_BANK_ACCOUNT,
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
  /**
   * Where DynamoDB Local keeps the table: `disk` (under DATA_DIR, kept across restarts) or `memory` (gone when the
   * shop stops; about four times faster per request, for the test shop: decision 0084). In memory, the outbox keeps
   * no journal on disk either.
   */
  DYNAMODB_STORAGE: z._default(z.enum(['disk', 'memory']), 'disk'),
  /**
   * `seed`: the demo catalogue, customers, orders and codes on the first start; `none`: an empty shop with its admin
   * alone (a real catalogue to come, or a test shop that only needs its own products).
   */
  DEMO_DATA: z._default(z.enum(['seed', 'none']), 'seed'),
  /** The local PayHere merchant; the stand-in signs its notifications with the same secret. */
  PAYHERE_MERCHANT_ID: z._default(filledText(), LOCAL_PAYHERE_MERCHANT_ID),
  PAYHERE_MERCHANT_SECRET: z._default(filledText(), LOCAL_PAYHERE_MERCHANT_SECRET),
  PAYMENT_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(60)), DEFAULT_PAYMENT_WINDOW_SECONDS),
  /** Cart reminders (decision 0086): minutes after a cart's last change, and hours after the first. */
  CART_REMINDER_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1)), 60),
  CART_REMINDER_2_HOURS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 24),
  /** How often the local shop sends the cart reminders that are due (the cloud runs it on a schedule). */
  CART_REMINDER_SWEEP_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 5),
  /** How often the local shop ends unpaid card orders whose window closed (the cloud runs it on a schedule). */
  PAYMENT_SWEEP_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 30),
  /**
   * KOKO's merchant. Without keys, the shop signs with a key pair of its own and trusts the local stand-in's
   * (infra/local/koko/local-keys.ts); without an order URL, the browser posts to the stand-in.
   */
  KOKO_MERCHANT_ID: z._default(filledText(), LOCAL_KOKO_MERCHANT_ID),
  KOKO_API_KEY: z._default(filledText(), LOCAL_KOKO_API_KEY),
  KOKO_MERCHANT_PRIVATE_KEY: z.optional(filledText()),
  KOKO_PUBLIC_KEY: z.optional(filledText()),
  KOKO_ORDER_URL: z.optional(z.url()),
  KOKO_MIN_AMOUNT: z._default(z.coerce.number().check(z.gte(0)), DEFAULT_KOKO_MIN_AMOUNT),
  KOKO_MAX_AMOUNT: z._default(z.coerce.number().check(z.gte(0)), DEFAULT_KOKO_MAX_AMOUNT),
  /** The account bank-transfer customers pay into: a demo account locally. */
  BANK_NAME: z._default(filledText(), LOCAL_BANK_ACCOUNT.BANK_NAME),
  BANK_BRANCH: z._default(filledText(), LOCAL_BANK_ACCOUNT.BANK_BRANCH),
  BANK_ACCOUNT_NAME: z._default(filledText(), LOCAL_BANK_ACCOUNT.BANK_ACCOUNT_NAME),
  BANK_ACCOUNT_NUMBER: z._default(filledText(), LOCAL_BANK_ACCOUNT.BANK_ACCOUNT_NUMBER),
  BANK_TRANSFER_WINDOW_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(60)),
    DEFAULT_BANK_TRANSFER_WINDOW_SECONDS,
  ),
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
