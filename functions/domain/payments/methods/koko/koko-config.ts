import * as z from 'zod/mini';
import { filledText } from '../../../../../shared/validation/filled-text';
import { secretString } from '../../../../lib/secret-string';

/**
 * KOKO's settings, read once. The amount range and KOKO's order URL are plain settings; the merchant (its id, API key,
 * its private key and KOKO's public key) comes from KOKO_MERCHANT_ID, KOKO_API_KEY, KOKO_MERCHANT_PRIVATE_KEY and
 * KOKO_PUBLIC_KEY (the local shop makes a key pair for itself and one for its stand-in at start-up), or in the cloud
 * from one Secrets Manager secret named by KOKO_SECRET_ARN holding `{"merchantId", "apiKey", "merchantPrivateKey",
 * "publicKey"}`. The private key is only ever used to sign: never put in an answer, never logged.
 */
/** The local merchant (the stand-in takes any id and key). */
export const LOCAL_KOKO_MERCHANT_ID = 'local-koko-merchant';
export const LOCAL_KOKO_API_KEY = 'local-koko-api-key';
export const DEFAULT_KOKO_MIN_AMOUNT = 1000;
export const DEFAULT_KOKO_MAX_AMOUNT = 100000;
export const KOKO_ORDER_URL = 'https://prodapi.paykoko.com/api/merchants/orderCreate';

/** Whole rupees or cents: "1000", "1000.50". */
const rupees = z.coerce.number().check(z.gte(0), z.lte(100_000_000));

const envSchema = z.object({
  KOKO_MERCHANT_ID: z.optional(filledText(100)),
  KOKO_API_KEY: z.optional(filledText(200)),
  KOKO_MERCHANT_PRIVATE_KEY: z.optional(filledText()),
  KOKO_PUBLIC_KEY: z.optional(filledText()),
  KOKO_SECRET_ARN: z.optional(filledText()),
  /** Where the browser posts the form: KOKO's `orderCreate`, or the local stand-in. */
  KOKO_ORDER_URL: z._default(z.url(), KOKO_ORDER_URL),
  KOKO_MIN_AMOUNT: z._default(rupees, DEFAULT_KOKO_MIN_AMOUNT),
  KOKO_MAX_AMOUNT: z._default(rupees, DEFAULT_KOKO_MAX_AMOUNT),
});

const secretSchema = z.object({
  merchantId: filledText(100),
  apiKey: filledText(200),
  merchantPrivateKey: filledText(),
  publicKey: filledText(),
});

type Merchant = z.infer<typeof secretSchema>;

export interface KokoSettings extends Merchant {
  orderUrl: string;
}

/** The range of totals KOKO takes for the merchant, in cents, both ends included. */
export interface KokoRange {
  minCents: number;
  maxCents: number;
}

/** A PEM written on one line with `\n` as two characters (as an environment variable often is) reads as PEM. */
export const pemFromSetting = (value: string) => value.replace(/\\n/g, '\n');

function readEnv() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success)
    throw new Error(
      `Invalid KOKO configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  if (parsed.data.KOKO_MIN_AMOUNT > parsed.data.KOKO_MAX_AMOUNT)
    throw new Error('Invalid KOKO configuration: KOKO_MIN_AMOUNT is above KOKO_MAX_AMOUNT');
  return parsed.data;
}

/** The amount range alone needs no secret (the checkout's check and the browser's offer read it). */
export function kokoRange(): KokoRange {
  const env = readEnv();
  return { minCents: Math.round(env.KOKO_MIN_AMOUNT * 100), maxCents: Math.round(env.KOKO_MAX_AMOUNT * 100) };
}

async function readMerchant(env: z.infer<typeof envSchema>): Promise<Merchant> {
  if (env.KOKO_MERCHANT_ID && env.KOKO_API_KEY && env.KOKO_MERCHANT_PRIVATE_KEY && env.KOKO_PUBLIC_KEY)
    return {
      merchantId: env.KOKO_MERCHANT_ID,
      apiKey: env.KOKO_API_KEY,
      merchantPrivateKey: env.KOKO_MERCHANT_PRIVATE_KEY,
      publicKey: env.KOKO_PUBLIC_KEY,
    };
  if (!env.KOKO_SECRET_ARN)
    throw new Error(
      'Invalid KOKO configuration: set KOKO_MERCHANT_ID, KOKO_API_KEY, KOKO_MERCHANT_PRIVATE_KEY and KOKO_PUBLIC_KEY (local) or KOKO_SECRET_ARN (cloud)',
    );
  const parsed = secretSchema.safeParse(JSON.parse(await secretString(env.KOKO_SECRET_ARN)));
  if (!parsed.success)
    throw new Error('The KOKO secret must be JSON with merchantId, apiKey, merchantPrivateKey and publicKey');
  return parsed.data;
}

let cached: Promise<KokoSettings> | undefined;

export function kokoSettings(): Promise<KokoSettings> {
  cached ??= (async () => {
    const env = readEnv();
    const merchant = await readMerchant(env);
    return {
      ...merchant,
      merchantPrivateKey: pemFromSetting(merchant.merchantPrivateKey),
      publicKey: pemFromSetting(merchant.publicKey),
      orderUrl: env.KOKO_ORDER_URL,
    };
  })();
  cached.catch(() => (cached = undefined));
  return cached;
}
