import * as z from 'zod/mini';
import { filledText } from '../../../../../shared/validation/filled-text';

/**
 * The shop's bank account that customers transfer to, and how long a transfer may take. Deploy settings, not
 * secrets: the details are shown to every customer who pays this way. The local shop sets a demo account.
 */
export const DEFAULT_BANK_TRANSFER_WINDOW_SECONDS = 259_200;
export const LOCAL_BANK_ACCOUNT = {
  BANK_NAME: 'Commercial Bank of Ceylon',
  BANK_BRANCH: 'Colombo 07',
  BANK_ACCOUNT_NAME: 'Kesara Grooming (Pvt) Ltd',
  BANK_ACCOUNT_NUMBER: '8001234567',
} as const;

const envSchema = z.object({
  BANK_NAME: filledText(),
  BANK_BRANCH: filledText(),
  BANK_ACCOUNT_NAME: filledText(),
  BANK_ACCOUNT_NUMBER: filledText(),
  BANK_TRANSFER_WINDOW_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(60), z.lte(30 * 24 * 3600)),
    DEFAULT_BANK_TRANSFER_WINDOW_SECONDS,
  ),
});

export interface BankSettings {
  bank: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  windowSeconds: number;
}

let cached: BankSettings | undefined;

const ACCOUNT_SETTINGS = ['BANK_NAME', 'BANK_BRANCH', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER'] as const;

/** Whether the shop has the whole account to pay into: without it, bank transfer is not offered (read each time). */
export const bankAccountSet = (env: NodeJS.ProcessEnv = process.env): boolean =>
  ACCOUNT_SETTINGS.every((name) => Boolean(env[name]?.trim()));

/** The settings, read once; a missing or bad one fails with a message naming it. */
export function bankSettings(env: NodeJS.ProcessEnv = process.env): BankSettings {
  if (cached && env === process.env) return cached;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid bank transfer configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const settings = {
    bank: parsed.data.BANK_NAME,
    branch: parsed.data.BANK_BRANCH,
    accountName: parsed.data.BANK_ACCOUNT_NAME,
    accountNumber: parsed.data.BANK_ACCOUNT_NUMBER,
    windowSeconds: parsed.data.BANK_TRANSFER_WINDOW_SECONDS,
  };
  if (env === process.env) cached = settings;
  return settings;
}
