import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { queueMessagesLocally } from '../../functions/domain/messages';
import { fileQueueJournal } from '../../functions/lib/queue-journal';
import { S3Client } from '@aws-sdk/client-s3';
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulators } from './emulators';
import { createGateway } from './gateway';
import { HtmlPages } from './html-pages';
import { followTableStream } from './table-stream';
import { stalePagesInEveryLanguage } from '../../functions/pages/changed-pages';
import { localOutbox } from './in-process-outbox';
import { assertPortFree } from './ports';
import { ensureTable } from './provision';
import { RateLimiter, localRateLimits } from './rate-limiter';
import { localSigningSecret, type LocalSettings } from './settings';
import { buildSpa, spaNeedsBuild } from './spa-build';
import { STAND_IN_PATH } from './payhere/stand-in';
import { KOKO_STAND_IN_PATH } from './koko/stand-in';
import { localKokoKeys, type LocalKokoKeys } from './koko/local-keys';
import { MERCHANT_API_BASE } from './payhere/merchant-api';
import { PRIVATE_LINK_PATH } from './private-links';
import { LOCAL_PAYHERE_APP_ID, LOCAL_PAYHERE_APP_SECRET, pemFromSetting } from '../../functions/domain/payments';
import { brand } from '../../shared/brand';

export const LOCAL_TABLE = 'shop-local';

/** How often the local shop looks for review requests that are due (hourly in the cloud). */
const REVIEW_REQUEST_SWEEP_SECONDS = 60;
export const LOCAL_UPLOADS_BUCKET = 'shop-uploads';
export const LOCAL_SMS_SENDER_ID = brand.name.toUpperCase();
/** The phone number id the WhatsApp stand-in shows as the sender (End User Messaging Social's form). */
export const LOCAL_WHATSAPP_PHONE_NUMBER_ID = 'phone-number-id-local0000000000000000000000000';

/** What survives a crash of the embedded default (decision 0027; tests/int/crash-durability.test.ts). */
export const DURABILITY_NOTE =
  'After kill -9 or a crash, DynamoDB Local can lose a write answered in the last moment before it (older ones are kept); stop with Ctrl-C. Queued mails and SMS are kept on disk and sent after a restart; the local mailbox and SMS list that show them are in memory.';

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface RunningShop {
  url: string;
  stop: () => Promise<void>;
}

/** Points the handlers (which read functions/lib/config) at the emulators, exactly as the CDK stack sets env in the cloud. */
function configureFunctionsEnv(
  s: LocalSettings,
  publicBaseUrl: string,
  endpoints: { dynamodb: string; s3: string; ses: string; sms: string; whatsApp: string },
  kokoKeys: LocalKokoKeys,
): void {
  Object.assign(process.env, {
    STAGE: 'local',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: LOCAL_TABLE,
    UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
    PUBLIC_BASE_URL: publicBaseUrl,
    MAIL_FROM: s.MAIL_FROM,
    SHOP_EMAIL: s.SHOP_EMAIL,
    CORS_ORIGINS: s.CORS_ORIGINS,
    SIGNING_SECRET: localSigningSecret(s.dataDir),
    JWT_ISSUER: publicBaseUrl,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    S3_ENDPOINT: endpoints.s3,
    SES_ENDPOINT: endpoints.ses,
    SMS_ENDPOINT: endpoints.sms,
    // The sender ID the stand-in shows; a stage in the cloud sets its registered one (infra/deploy-settings.ts).
    SMS_ORIGINATION_IDENTITY: LOCAL_SMS_SENDER_ID,
    WHATSAPP_ENDPOINT: endpoints.whatsApp,
    // What the stand-in shows; a stage in the cloud sets its own number and approved templates (decision 0082).
    WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_ORDER_UPDATE_TEMPLATE: 'kesara_order_update',
    WHATSAPP_MARKETING_TEMPLATE: 'kesara_offers',
    PAYHERE_MERCHANT_ID: s.PAYHERE_MERCHANT_ID,
    PAYHERE_MERCHANT_SECRET: s.PAYHERE_MERCHANT_SECRET,
    PAYHERE_SANDBOX: 'true',
    PAYHERE_SDK_URL: `${publicBaseUrl}${STAND_IN_PATH}`,
    PAYHERE_API_URL: `${publicBaseUrl}${MERCHANT_API_BASE}`,
    PAYHERE_APP_ID: LOCAL_PAYHERE_APP_ID,
    PAYHERE_APP_SECRET: LOCAL_PAYHERE_APP_SECRET,
    PAYMENT_WINDOW_SECONDS: String(s.PAYMENT_WINDOW_SECONDS),
    CART_REMINDER_MINUTES: String(s.CART_REMINDER_MINUTES),
    CART_REMINDER_2_HOURS: String(s.CART_REMINDER_2_HOURS),
    KOKO_MERCHANT_ID: s.KOKO_MERCHANT_ID,
    KOKO_API_KEY: s.KOKO_API_KEY,
    KOKO_MERCHANT_PRIVATE_KEY: s.KOKO_MERCHANT_PRIVATE_KEY ?? kokoKeys.merchant.privateKey,
    KOKO_PUBLIC_KEY: s.KOKO_PUBLIC_KEY ?? kokoKeys.standIn.publicKey,
    KOKO_ORDER_URL: s.KOKO_ORDER_URL ?? `${publicBaseUrl}${KOKO_STAND_IN_PATH}`,
    KOKO_MIN_AMOUNT: String(s.KOKO_MIN_AMOUNT),
    KOKO_MAX_AMOUNT: String(s.KOKO_MAX_AMOUNT),
    BANK_NAME: s.BANK_NAME,
    BANK_BRANCH: s.BANK_BRANCH,
    BANK_ACCOUNT_NAME: s.BANK_ACCOUNT_NAME,
    BANK_ACCOUNT_NUMBER: s.BANK_ACCOUNT_NUMBER,
    BANK_TRANSFER_WINDOW_SECONDS: String(s.BANK_TRANSFER_WINDOW_SECONDS),
    // Slip links point at the gateway's own check of their signature (s3rver checks none).
    PRIVATE_LINK_ENDPOINT: `${publicBaseUrl}${PRIVATE_LINK_PATH}`,
    COD_CONFIRMATION: s.COD_CONFIRMATION,
    COD_CONFIRM_WINDOW_SECONDS: String(s.COD_CONFIRM_WINDOW_SECONDS),
  });
}

/** The demo data, imported only when it is seeded: its modules read the functions' environment, set at start. */
async function seedDemo(): Promise<string> {
  const { seedDemoData } = await import('./seed/seed-demo-data');
  return seedDemoData(repoRoot);
}

/** Brings up the whole shop on one machine: emulators, table, admin, SPA, gateway. */
export async function startShop(s: LocalSettings, log: (line: string) => void = console.log): Promise<RunningShop> {
  await assertPortFree(s.HOST, s.PORT);
  const started = Date.now();
  // The build runs while the emulators start; its failure is kept and raised below, after the emulators are stopped.
  const spaBuild = (
    s.BUILD_SPA === 'auto' && spaNeedsBuild(repoRoot) ? buildSpa(repoRoot, log) : Promise.resolve()
  ).then(
    () => null,
    (error: Error) => error,
  );
  const emulators = await startEmulators(s.dataDir, [LOCAL_UPLOADS_BUCKET], s.DYNAMODB_STORAGE);
  const stopAll: Array<() => Promise<void>> = [emulators.stop];
  const stop = async () => {
    for (const f of stopAll.reverse()) await f().catch(() => undefined);
  };
  try {
    const publicBaseUrl = s.PUBLIC_BASE_URL ?? `http://${s.HOST}:${s.PORT}`;
    const kokoKeys = localKokoKeys(s.dataDir);
    configureFunctionsEnv(
      s,
      publicBaseUrl,
      {
        dynamodb: emulators.dynamodbEndpoint,
        s3: emulators.s3Endpoint,
        ses: emulators.sesEndpoint,
        sms: emulators.smsEndpoint,
        whatsApp: emulators.whatsAppEndpoint,
      },
      kokoKeys,
    );
    const table = await ensureTable(emulators.dynamodbEndpoint, LOCAL_TABLE);
    // Imported after the environment is set: the domain code reads its config once.
    const { ensureAdmin } = await import('../../functions/flows/workflows/ensure-admin');
    const admin = await ensureAdmin(s.ADMIN_EMAIL, s.ADMIN_PASSWORD);
    const seeded = s.DEMO_DATA === 'seed' ? await seedDemo() : 'not seeded (DEMO_DATA=none)';
    const buildFailure = await spaBuild;
    if (buildFailure) throw buildFailure;

    const url = `http://${s.HOST}:${s.PORT}`;
    const { pageReads } = await import('../../functions/pages/page-reads');
    const pages = new HtmlPages({
      distDir: join(repoRoot, 'web', 'dist'),
      serverDir: join(repoRoot, 'web', 'dist-server'),
      siteOrigin: publicBaseUrl,
      reads: pageReads,
      log,
    });
    // Whatever writes a product (a route, the expiry sweep, a hand edit) redraws its pages, as in the cloud.
    stopAll.push(
      await followTableStream({
        endpoint: emulators.dynamodbEndpoint,
        tableName: LOCAL_TABLE,
        onBatch: (event) => pages.changed(stalePagesInEveryLanguage(event)),
        log,
      }),
    );
    const s3 = new S3Client({
      endpoint: emulators.s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: EMULATOR_CREDENTIALS,
    });
    const server: Server = createGateway({
      repoRoot,
      spaDir: join(repoRoot, 'web', 'dist'),
      corsOrigins: process.env
        .CORS_ORIGINS!.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      uploadsBucket: LOCAL_UPLOADS_BUCKET,
      s3,
      sesEndpoint: emulators.sesEndpoint,
      smsEndpoint: emulators.smsEndpoint,
      whatsAppEndpoint: emulators.whatsAppEndpoint,
      rateLimiter: new RateLimiter(localRateLimits(s.RATE_LIMIT_FACTOR)),
      pages,
      kokoStandIn: {
        privateKey: kokoKeys.standIn.privateKey,
        merchantPrivateKey: pemFromSetting(process.env.KOKO_MERCHANT_PRIVATE_KEY!),
      },
    });
    // Mails and SMS accepted before a crash are on disk; they go out now that SES and the SMS stand-in are up
    // (decision 0027). The folder keeps its name from before SMS, so what an older shop queued is found. A shop whose
    // table is in memory keeps no journal: after a restart its messages would be about orders that are gone.
    if (s.DYNAMODB_STORAGE === 'disk') localOutbox.useJournal(fileQueueJournal(join(s.dataDir, 'mail-queue')));
    queueMessagesLocally(localOutbox);
    const resumed = localOutbox.resumePending();
    if (resumed > 0) log(`Sending ${resumed} message(s) queued before the last stop.`);
    const { startPaymentExpiryTimer } = await import('./payment-expiry-timer');
    stopAll.push(startPaymentExpiryTimer(s.PAYMENT_SWEEP_SECONDS, log));
    const { startReviewRequestTimer } = await import('./review-request-timer');
    stopAll.push(startReviewRequestTimer(REVIEW_REQUEST_SWEEP_SECONDS, log));
    const { startCartReminderTimer } = await import('./cart-reminder-timer');
    stopAll.push(startCartReminderTimer(s.CART_REMINDER_SWEEP_SECONDS, log));
    await new Promise<void>((r) => server.listen(s.PORT, s.HOST, () => r()));
    stopAll.push(
      () =>
        new Promise((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    );
    // The public pages are drawn in the background; until one is, it is rendered when asked.
    pages.start();
    stopAll.push(async () => {
      pages.stop();
      await pages.settled();
    });
    writeFileSync(
      join(s.dataDir, 'runtime.json'),
      JSON.stringify(
        {
          url,
          pid: process.pid,
          tableName: LOCAL_TABLE,
          uploadsBucket: LOCAL_UPLOADS_BUCKET,
          dynamodbEndpoint: emulators.dynamodbEndpoint,
          s3Endpoint: emulators.s3Endpoint,
          sesEndpoint: emulators.sesEndpoint,
          smsEndpoint: emulators.smsEndpoint,
        },
        null,
        2,
      ),
    );
    log(`Table ${LOCAL_TABLE}: ${table}. Admin ${s.ADMIN_EMAIL}: ${admin}. Demo catalogue: ${seeded}.`);
    log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`  Shop:        ${url}/`);
    log(`  Back-office: ${url}/admin   (sign in as ${s.ADMIN_EMAIL})`);
    log(`  Mail:        ${url}/_local/mail`);
    log(`  SMS:         ${url}/_local/sms`);
    log(`  WhatsApp:    ${url}/_local/whatsapp`);
    log(`  API:         ${url}/api/v2   (health: ${url}/api/health)`);
    log(`  Data:        ${s.dataDir}. ${DURABILITY_NOTE}`);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
