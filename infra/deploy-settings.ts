import type { App } from 'aws-cdk-lib';
import * as z from 'zod/mini';
import '../shared/validation/english-messages';
import { emailField } from '../shared/validation/fields';

/**
 * What differs between deployments, read once when the app is synthesised. A value comes from its environment
 * variable when it has one and it is set, else from CDK context (`cdk.json` or `-c key=value`), else the default.
 * The environment wins because cdk.json always carries a `stage`, which would otherwise hide STAGE.
 */
const settingsSchema = z
  .object({
    stage: z
      .string()
      .check(z.regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lower-case letters, digits and dashes, at most 20 characters')),
    corsOrigins: z.pipe(
      z.string(),
      z.transform((v: string) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ),
    mailFrom: emailField('mailFrom: an e-mail address the shop can mail'),
    shopEmail: emailField('shopEmail: an e-mail address the shop can mail'),
    /** A custom domain served by the distribution; needs a certificate in us-east-1. */
    domainName: z.optional(z.string()),
    certificateArn: z.optional(z.string()),
    /** Overrides the base of absolute image URLs; by default `https://<domainName or distribution domain>`. */
    publicBaseUrl: z.optional(z.url()),
    /** The operator's e-mail, subscribed to the alarm topics; no subscription when absent. */
    alarmEmail: z.optional(z.email()),
    /**
     * The distribution's web ACL when the app cannot reference the edge stack's (synthesised without an account and
     * region); a deployment with credentials references it across regions by itself.
     */
    webAclArn: z.optional(
      z
        .string()
        .check(
          z.regex(/^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\//, 'webAclArn: a CLOUDFRONT-scope web ACL ARN'),
        ),
    ),
    /**
     * Who the order SMS come from (decision 0063; docs/deploy.md "Order SMS"): the sender ID registered for Sri
     * Lanka, given as itself or its ARN, or a pool or phone number (id or ARN). No SMS are sent without it.
     */
    smsOriginationIdentity: z.optional(
      z
        .string()
        .check(
          z.regex(
            /^(arn:aws[a-z-]*:sms-voice:[a-z0-9-]+:\d{12}:(sender-id|phone-number|pool)\/\S+|pool-[0-9a-f]{32}|phone-[0-9a-f]{32}|[A-Za-z0-9-]{1,11})$/,
            'smsOriginationIdentity: a sender ID (up to 11 letters and digits), or the id or ARN of a sender ID, phone number or pool',
          ),
        ),
    ),
    /** An End User Messaging configuration set the SMS name (delivery events); none when absent. */
    smsConfigurationSet: z.optional(
      z
        .string()
        .check(z.regex(/^[A-Za-z0-9_-]{1,64}$|^arn:\S+$/, 'smsConfigurationSet: a configuration set name or ARN')),
    ),
    /**
     * WhatsApp (decision 0082; docs/deploy.md "WhatsApp"): the End User Messaging Social origination phone number id
     * (`phone-number-id-` and 32 hex digits) and the names Meta approved for the order update and marketing
     * templates. No WhatsApp message is sent without the id.
     */
    whatsAppPhoneNumberId: z.optional(
      z
        .string()
        .check(z.regex(/^phone-number-id-[0-9a-f]{32}$/, 'whatsAppPhoneNumberId: phone-number-id- and 32 hex digits')),
    ),
    whatsAppOrderUpdateTemplate: z.optional(
      z.string().check(z.regex(/^[a-z0-9_]{1,512}$/, 'whatsAppOrderUpdateTemplate: a template name (a-z, 0-9, _)')),
    ),
    whatsAppMarketingTemplate: z.optional(
      z.string().check(z.regex(/^[a-z0-9_]{1,512}$/, 'whatsAppMarketingTemplate: a template name (a-z, 0-9, _)')),
    ),
    /** The language both templates were approved in (WhatsApp's code); `en` when absent. */
    whatsAppTemplateLanguage: z.optional(
      z.string().check(z.regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'whatsAppTemplateLanguage: a code such as en or en_US')),
    ),
    /** The built SPA; deployed to the SPA bucket only when it holds an index.html. */
    webDist: z.string(),
    /** PayHere's sandbox (test cards, no money moves) or live checkout. */
    payhereMode: z.enum(['sandbox', 'live']),
    /** How long a card order waits for its payment before it is canceled. */
    paymentWindowSeconds: z.coerce.number().check(z.int(), z.gte(300), z.lte(86_400)),
    /** Cash on delivery, confirmed (issue 31): `sms` asks the customer to confirm each cash order, `off` does not. */
    codConfirmation: z.enum(['sms', 'off']),
    /** How long a cash order waits for its confirmation before it is canceled. */
    codConfirmWindowSeconds: z.coerce.number().check(z.int(), z.gte(60)),
    /** Cart reminders (decision 0086): minutes after a cart's last change, hours after the first reminder. */
    cartReminderMinutes: z.coerce.number().check(z.int(), z.gte(1)),
    cartReminder2Hours: z.coerce.number().check(z.int(), z.gte(1)),
    /**
     * The account bank-transfer customers pay into (shown to each of them). Without all four, a bank-transfer checkout
     * fails: set them before offering the method.
     */
    bankName: z.optional(z.string()),
    bankBranch: z.optional(z.string()),
    bankAccountName: z.optional(z.string()),
    bankAccountNumber: z.optional(z.string()),
    /** How long a bank-transfer order waits for its slip before it is canceled. */
    bankTransferWindowSeconds: z.coerce.number().check(z.int(), z.gte(60), z.lte(30 * 86_400)),
    /**
     * The HTTP API stage's throttle for all clients together (requests per second, and the burst above it); raised
     * before a campaign (docs/deploy.md "Before a campaign"). The region's account quota caps them whatever is set.
     */
    apiRateLimit: z.coerce
      .number()
      .check(z.int('apiRateLimit: a whole number of requests per second'), z.gte(10), z.lte(100_000)),
    apiBurstLimit: z.coerce
      .number()
      .check(z.int('apiBurstLimit: a whole number of requests'), z.gte(10), z.lte(100_000)),
  })
  .check(
    z.refine((s) => Boolean(s.domainName) === Boolean(s.certificateArn), 'domainName and certificateArn go together'),
    z.refine(
      (s) => s.corsOrigins.every((o) => /^https?:\/\/[^/]+$/.test(o)),
      'corsOrigins: comma-separated origins like https://old.example.lk',
    ),
  );

export type DeploySettings = z.infer<typeof settingsSchema>;

/**
 * PUBLIC_BASE_URL, the domain and the SPA path are context only: the local shop reads PUBLIC_BASE_URL from the
 * same shell, and a local URL must not leak into a deployment.
 */
const sources: Record<keyof z.input<typeof settingsSchema>, { env?: string; fallback?: string }> = {
  stage: { env: 'STAGE', fallback: 'prod' },
  corsOrigins: { env: 'CORS_ORIGINS', fallback: '' },
  mailFrom: { env: 'MAIL_FROM', fallback: 'no-reply@kesara.lk' },
  shopEmail: { env: 'SHOP_EMAIL', fallback: 'hello@kesara.lk' },
  domainName: {},
  certificateArn: {},
  publicBaseUrl: {},
  alarmEmail: {},
  webAclArn: {},
  smsOriginationIdentity: {},
  smsConfigurationSet: {},
  whatsAppPhoneNumberId: {},
  whatsAppOrderUpdateTemplate: {},
  whatsAppMarketingTemplate: {},
  whatsAppTemplateLanguage: {},
  webDist: { fallback: 'web/dist' },
  payhereMode: { fallback: 'sandbox' },
  paymentWindowSeconds: { fallback: '1800' },
  bankName: { env: 'BANK_NAME' },
  bankBranch: { env: 'BANK_BRANCH' },
  bankAccountName: { env: 'BANK_ACCOUNT_NAME' },
  bankAccountNumber: { env: 'BANK_ACCOUNT_NUMBER' },
  bankTransferWindowSeconds: { env: 'BANK_TRANSFER_WINDOW_SECONDS', fallback: '259200' },
  codConfirmation: { fallback: 'sms' },
  codConfirmWindowSeconds: { fallback: '172800' },
  cartReminderMinutes: { env: 'CART_REMINDER_MINUTES', fallback: '60' },
  cartReminder2Hours: { env: 'CART_REMINDER_2_HOURS', fallback: '24' },
  apiRateLimit: { fallback: '500' },
  apiBurstLimit: { fallback: '1000' },
};

export function readDeploySettings(app: App, env: NodeJS.ProcessEnv = process.env): DeploySettings {
  const raw = Object.fromEntries(
    Object.entries(sources).map(([key, { env: name, fallback }]) => {
      const fromContext = app.node.tryGetContext(key);
      const value =
        (name ? env[name] : undefined) ||
        (fromContext === undefined || fromContext === '' ? undefined : String(fromContext)) ||
        fallback;
      return [key, value];
    }),
  );
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Invalid deploy settings: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
