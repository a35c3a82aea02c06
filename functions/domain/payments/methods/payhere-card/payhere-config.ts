import * as z from 'zod/mini';
import { filledText } from '../../../../../shared/validation/filled-text';
import { secretString } from '../../../../lib/secret-string';

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
/** The local Merchant API app (issue 22's refunds); the local stand-in accepts exactly this pair. */
export const LOCAL_PAYHERE_APP_ID = 'local-payhere-app';
export const LOCAL_PAYHERE_APP_SECRET = 'local-payhere-app-secret';
const MERCHANT_API_URL = { sandbox: 'https://sandbox.payhere.lk', live: 'https://www.payhere.lk' };

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
  /** Where PayHere's Merchant API answers (refunds): PayHere's own by sandbox or live, the stand-in locally. */
  PAYHERE_API_URL: z.optional(z.url()),
  /** The Merchant API's app (Settings > API Keys in PayHere's portal): locally from here, in the cloud from the secret. */
  PAYHERE_APP_ID: z.optional(filledText()),
  PAYHERE_APP_SECRET: z.optional(filledText()),
});

const secretSchema = z.object({
  merchantId: filledText(),
  merchantSecret: filledText(),
  appId: z.optional(filledText()),
  appSecret: z.optional(filledText()),
});

export interface PayhereSettings {
  merchantId: string;
  merchantSecret: string;
  sandbox: boolean;
  paymentWindowSeconds: number;
  sdkUrl: string;
  /** The Merchant API (refunds): its base URL and the app's credentials (null until the operator sets them). */
  merchantApi: { url: string; app: { id: string; secret: string } | null };
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

type Merchant = z.infer<typeof secretSchema>;

async function readMerchant(env: z.infer<typeof envSchema>): Promise<Merchant> {
  if (env.PAYHERE_MERCHANT_ID && env.PAYHERE_MERCHANT_SECRET)
    return {
      merchantId: env.PAYHERE_MERCHANT_ID,
      merchantSecret: env.PAYHERE_MERCHANT_SECRET,
      appId: env.PAYHERE_APP_ID,
      appSecret: env.PAYHERE_APP_SECRET,
    };
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
    const { merchantId, merchantSecret, appId, appSecret } = await readMerchant(env);
    const sandbox = env.PAYHERE_SANDBOX === 'true';
    return {
      merchantId,
      merchantSecret,
      sandbox,
      paymentWindowSeconds: env.PAYMENT_WINDOW_SECONDS,
      sdkUrl: env.PAYHERE_SDK_URL,
      merchantApi: {
        url: (env.PAYHERE_API_URL ?? MERCHANT_API_URL[sandbox ? 'sandbox' : 'live']).replace(/\/+$/, ''),
        app: appId && appSecret ? { id: appId, secret: appSecret } : null,
      },
    };
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}
