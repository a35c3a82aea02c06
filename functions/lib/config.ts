import { z } from 'zod';

/**
 * Everything a function reads from its environment, validated once at cold start. The CDK stack sets these in
 * the cloud; the local runtime sets them for the embedded default. A bad value fails fast with a clear message.
 */
const csv = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean));

const configSchema = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  /** Absolute URLs of images are built from this (contract 0.6), e.g. https://shop.example.lk or http://127.0.0.1:3000. */
  PUBLIC_BASE_URL: z.url().transform((v) => v.replace(/\/+$/, '')),
  /** Sender of every mail the shop sends. */
  MAIL_FROM: z.email(),
  /** The shop's own inbox: contact messages go here. */
  SHOP_EMAIL: z.email(),
  /** Origins of other clients (the older browser client) allowed to call the API with credentials. */
  CORS_ORIGINS: csv,
  /** Tokens are signed with a key derived from this secret: given directly (local) or read from Secrets Manager (cloud). */
  SIGNING_SECRET: z.string().min(32).optional(),
  SIGNING_SECRET_ARN: z.string().min(1).optional(),
  JWT_ISSUER: z.string().default('https://shop.local'),
  /**
   * Local-only: new password hashes use the old, cheaper scrypt cost (N=2^14) instead of OWASP's, so test suites
   * that make hundreds of accounts stay fast. Refused on any stage but `local`.
   */
  LOCAL_FAST_PASSWORD_HASHING: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
  /** The SQS queue order, status and contact mails go through; unset locally, where an in-process queue is used. */
  MAIL_QUEUE_URL: z.url().optional(),
  /** Local emulator endpoints; unset in the cloud. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration: ${problems}`);
  }
  if (!parsed.data.SIGNING_SECRET && !parsed.data.SIGNING_SECRET_ARN) {
    throw new Error('Invalid shop configuration: set SIGNING_SECRET (local) or SIGNING_SECRET_ARN (cloud)');
  }
  if (parsed.data.LOCAL_FAST_PASSWORD_HASHING && parsed.data.STAGE !== 'local') {
    throw new Error('Invalid shop configuration: LOCAL_FAST_PASSWORD_HASHING is only for the local shop (STAGE=local)');
  }
  cached = parsed.data;
  return cached;
}

/** For tests and the local runtime, which set the environment after import. */
export function resetConfigCache(): void {
  cached = undefined;
}
