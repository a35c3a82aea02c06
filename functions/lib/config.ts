import * as z from 'zod/mini';
import '../../shared/validation/english-messages';
import { filledText } from '../../shared/validation/filled-text';
import { emailField } from '../../shared/validation/fields';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../../shared/rules/returns';

/**
 * Everything a function reads from its environment, validated once at cold start. The CDK stack sets these in
 * the cloud; the local runtime sets them for the embedded default. A bad value fails fast with a clear message.
 */
const csv = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
);

const configSchema = z.object({
  STAGE: z._default(z.string(), 'local'),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: filledText(),
  UPLOADS_BUCKET: filledText(),
  /** Absolute URLs of images are built from this (contract 0.6), e.g. https://shop.example.lk or http://127.0.0.1:3000. */
  PUBLIC_BASE_URL: z.pipe(
    z.url(),
    z.transform((v: string) => v.replace(/\/+$/, '')),
  ),
  /** Sender of every mail the shop sends. */
  MAIL_FROM: emailField('MAIL_FROM must be an e-mail address the shop can mail'),
  /** The shop's own inbox: contact messages go here. */
  SHOP_EMAIL: emailField('SHOP_EMAIL must be an e-mail address the shop can mail'),
  /** Origins of other clients (the older browser client) allowed to call the API with credentials. */
  CORS_ORIGINS: csv,
  /** Tokens are signed with a key derived from this secret: given directly (local) or read from Secrets Manager (cloud). */
  SIGNING_SECRET: z.optional(z.string().check(z.minLength(32))),
  SIGNING_SECRET_ARN: z.optional(filledText()),
  JWT_ISSUER: z._default(z.string(), 'https://shop.local'),
  /**
   * Local-only: new password hashes use the old, cheaper scrypt cost (N=2^14) instead of OWASP's, so test suites
   * that make hundreds of accounts stay fast. Refused on any stage but `local`.
   */
  LOCAL_FAST_PASSWORD_HASHING: z.pipe(
    z.optional(z.enum(['0', '1'])),
    z.transform((v: '0' | '1' | undefined) => v === '1'),
  ),
  /** Days after delivery that a customer may return items (issue 22; the Return Policy's 7 by default). */
  RETURN_WINDOW_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(365)), DEFAULT_RETURN_WINDOW_DAYS),
  /**
   * Cart reminders (issue 33, decision 0086): the first after this many minutes without a change, the second this
   * many hours after the first. Whole numbers, at least 1.
   */
  CART_REMINDER_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1)), 60),
  CART_REMINDER_2_HOURS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 24),
  /** The SQS queue order, status and contact mails go through; unset locally, where an in-process queue is used. */
  MAIL_QUEUE_URL: z.optional(z.url()),
  /**
   * Who the order SMS come from (decision 0063): the registered sender ID, or its ARN, or a phone pool's id or ARN
   * (End User Messaging's `OriginationIdentity`), and an optional configuration set (delivery events). Unset in the
   * cloud, the consumer logs and drops each SMS instead of sending it.
   */
  SMS_ORIGINATION_IDENTITY: z.optional(filledText()),
  SMS_CONFIGURATION_SET: z.optional(filledText()),
  /**
   * WhatsApp through End User Messaging Social (decision 0082): the origination phone number id (`phone-number-id-...`)
   * and the names of the approved templates. Unset, the consumer logs and drops each WhatsApp message.
   */
  WHATSAPP_PHONE_NUMBER_ID: z.optional(filledText()),
  WHATSAPP_ORDER_UPDATE_TEMPLATE: z.optional(filledText()),
  WHATSAPP_MARKETING_TEMPLATE: z.optional(filledText()),
  /** The language the templates were approved in (WhatsApp's code); their parameters may be in any script. */
  WHATSAPP_TEMPLATE_LANGUAGE: z._default(filledText(), 'en'),
  /**
   * Locally, where signed links to private files (bank slips) point: the local gateway's check of their signature
   * and expiry, since s3rver checks none. Unset in the cloud, where the links go to S3 itself.
   */
  PRIVATE_LINK_ENDPOINT: z.optional(z.url()),
  /** Local emulator endpoints; unset in the cloud. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  SMS_ENDPOINT: z.optional(z.url()),
  WHATSAPP_ENDPOINT: z.optional(z.url()),
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
