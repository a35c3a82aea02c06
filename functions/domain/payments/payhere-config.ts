import * as z from 'zod/mini';
import { filledText } from '../../../shared/validation/filled-text';
import { secretString } from '../../lib/secret-string';

/**
 * PayHere's settings, read once. Locally the merchant comes from PAYHERE_MERCHANT_ID / PAYHERE_MERCHANT_SECRET
 * (the local shop sets documented defaults); in the cloud from one Secrets Manager secret named by PAYHERE_SECRET_ARN
 * holding `{"merchantId": "...", "merchantSecret": "..."}`. The secret is only ever used to sign: it is never put
 * in an answer and never logged.
 */
export const LOCAL_PAYHERE_MERCHANT_ID = '1211149';
export const LOCAL_PAYHERE_MERCHANT_SECRET = 'local-payhere-secret';
export const DEFAULT_PAYMENT_WINDOW_SECONDS = 1800;
export const PAYHERE_CURRENCY = 'LKR';
export const PAYHERE_SDK_URL = 'https://www.payhere.lk/lib/payhere.js';

const envSchema = z.object({
  PAYHERE_MERCHANT_ID: z.optional(filledText()),
  PAYHERE_MERCHANT_SECRET: z.optional(filledText()),
  PAYHERE_SECRET_ARN: z.optional(filledText()),
  /** "true" sends shoppers to PayHere's sandbox; the CDK stack sets it from the stage's context. */
  PAYHERE_SANDBOX: z._default(z.enum(['true', 'false']), 'true'),
  PAYMENT_WINDOW_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(60), z.lte(7 * 24 * 3600)),
    DEFAULT_PAYMENT_WINDOW_SECONDS,
  ),
  /** The checkout script the SPA loads: PayHere's in the cloud, the local stand-in in the local shop. */
  PAYHERE_SDK_URL: z._default(z.url(), PAYHERE_SDK_URL),
});

const secretSchema = z.object({ merchantId: filledText(), merchantSecret: filledText() });

export interface PayhereSettings {
  merchantId: string;
  merchantSecret: string;
  sandbox: boolean;
  paymentWindowSeconds: number;
  sdkUrl: string;
}

function readEnv() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success)
    throw new Error(
      `Invalid PayHere configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** The payment window alone needs no secret (the expiry and the order's deadline read it). */
export const paymentWindowSeconds = () => readEnv().PAYMENT_WINDOW_SECONDS;

async function readMerchant(env: z.infer<typeof envSchema>): Promise<{ merchantId: string; merchantSecret: string }> {
  if (env.PAYHERE_MERCHANT_ID && env.PAYHERE_MERCHANT_SECRET)
    return { merchantId: env.PAYHERE_MERCHANT_ID, merchantSecret: env.PAYHERE_MERCHANT_SECRET };
  if (!env.PAYHERE_SECRET_ARN)
    throw new Error(
      'Invalid PayHere configuration: set PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET (local) or PAYHERE_SECRET_ARN (cloud)',
    );
  const parsed = secretSchema.safeParse(JSON.parse(await secretString(env.PAYHERE_SECRET_ARN)));
  if (!parsed.success) throw new Error('The PayHere secret must be JSON with merchantId and merchantSecret');
  return parsed.data;
}

let cached: Promise<PayhereSettings> | undefined;

export function payhereSettings(): Promise<PayhereSettings> {
  cached ??= (async () => {
    const env = readEnv();
    const merchant = await readMerchant(env);
    return {
      ...merchant,
      sandbox: env.PAYHERE_SANDBOX === 'true',
      paymentWindowSeconds: env.PAYMENT_WINDOW_SECONDS,
      sdkUrl: env.PAYHERE_SDK_URL,
    };
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}
