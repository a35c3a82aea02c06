import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { resolve } from 'node:path';
import type { RouteDef } from '../shared/routes';
import { createHttpApi } from './api/http-api';
import { RouteEndpoints } from './api/route-endpoints';
import { applyGrants, type GrantTargets } from './api/route-grants';
import { createPrivateBucket } from './data/private-bucket';
import { createShopTable } from './data/shop-table';
import { createSigningSecret } from './data/signing-secret';
import { bankAccountEnvironment } from './payments/bank-account-environment';
import { createPayhereSecret } from './payments/payhere-secret';
import { createKokoSecret } from './payments/koko-secret';
import { EXPIRY_SWEEP_MINUTES, PaymentExpiry } from './payments/payment-expiry';
import { CartReminders } from './cart/cart-reminders';
import { REVIEW_REQUEST_SWEEP_MINUTES, ReviewRequests } from './mail/review-requests';
import type { DeploySettings } from './deploy-settings';
import { Outbox } from './messages/outbox';
import { createAlarmTopic } from './ops/alarm-topic';
import { acknowledgeNagFindings } from './ops/nag-acknowledgments';
import { ShopMonitoring } from './ops/shop-monitoring';
import { REPO_ROOT } from './repo-root';
import { ShopDistribution } from './web/shop-distribution';
import { SpaDeployment, hasBuiltSpa } from './web/spa-deployment';
import { PageFallback, PageRenderer, hasServerRender } from './web/page-renderer';

export interface ShopStackProps extends StackProps {
  settings: DeploySettings;
  routes: readonly RouteDef[];
  /** The distribution's web ACL (made in us-east-1 by the edge stack); none on an offline synth without one. */
  webAcl?: { arn: string; name: string };
}

/**
 * The whole shop in one stack (docs/decisions/0010-cdk-layout.md). The functions get the distribution's URL at
 * cold start without a cycle: the distribution depends only on the HTTP API resource, while the functions and the
 * routes that depend on them come after it.
 */
export class ShopStack extends Stack {
  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const table = createShopTable(this, 'Table');
    const uploadsBucket = createPrivateBucket(this, 'UploadsBucket', { keepOnDelete: true });
    const spaBucket = createPrivateBucket(this, 'SpaBucket', { keepOnDelete: false });
    const signingSecret = createSigningSecret(this, 'SigningSecret', settings.stage);
    const payhereSecret = createPayhereSecret(this, 'PayhereSecret', settings.stage);
    const kokoSecret = createKokoSecret(this, 'KokoSecret', settings.stage);

    // Everything but the site's URL: the page fallback is made before the distribution, which names it as an origin.
    const functionEnvironment = {
      STAGE: settings.stage,
      TABLE_NAME: table.tableName,
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      MAIL_FROM: settings.mailFrom,
      SHOP_EMAIL: settings.shopEmail,
      CORS_ORIGINS: settings.corsOrigins.join(','),
      SIGNING_SECRET_ARN: signingSecret.secretArn,
      PAYHERE_SECRET_ARN: payhereSecret.secretArn,
      PAYHERE_SANDBOX: String(settings.payhereMode === 'sandbox'),
      PAYMENT_WINDOW_SECONDS: String(settings.paymentWindowSeconds),
      KOKO_SECRET_ARN: kokoSecret.secretArn,
      ...bankAccountEnvironment(settings),
      COD_CONFIRMATION: settings.codConfirmation,
      COD_CONFIRM_WINDOW_SECONDS: String(settings.codConfirmWindowSeconds),
      CART_REMINDER_MINUTES: String(settings.cartReminderMinutes),
      CART_REMINDER_2_HOURS: String(settings.cartReminder2Hours),
    };

    const httpApi = createHttpApi(this, 'HttpApi', {
      stage: settings.stage,
      corsOrigins: settings.corsOrigins,
      throttle: { rateLimit: settings.apiRateLimit, burstLimit: settings.apiBurstLimit },
    });
    const customDomain =
      settings.domainName && settings.certificateArn
        ? { domainName: settings.domainName, certificateArn: settings.certificateArn }
        : undefined;
    // HTML-first public pages (decision 0036) when the build made the server render (npm run build).
    const distDir = resolve(REPO_ROOT, settings.webDist);
    const serverDir = resolve(distDir, '..', 'dist-server');
    const pages =
      hasBuiltSpa(distDir) && hasServerRender(serverDir)
        ? { stage: settings.stage, spaBucket, table, environment: functionEnvironment, serverDir }
        : undefined;
    const pageFallback = pages ? new PageFallback(this, 'PageFallback', pages) : undefined;
    const { distribution } = new ShopDistribution(this, 'Web', {
      spaBucket,
      uploadsBucket,
      httpApi,
      webAclArn: props.webAcl?.arn,
      customDomain,
      pageFallback: pageFallback?.origin,
    });
    const siteUrl = settings.publicBaseUrl ?? `https://${settings.domainName ?? distribution.distributionDomainName}`;

    const environment = {
      ...functionEnvironment,
      PUBLIC_BASE_URL: siteUrl,
      JWT_ISSUER: siteUrl,
    };
    // `Mail`: the construct id the outbox had as the mail queue; a new one would replace its queues (decision 0069).
    const outbox = new Outbox(this, 'Mail', {
      stage: settings.stage,
      environment,
      sms: { originationIdentity: settings.smsOriginationIdentity, configurationSet: settings.smsConfigurationSet },
      whatsApp: {
        phoneNumberId: settings.whatsAppPhoneNumberId,
        orderUpdateTemplate: settings.whatsAppOrderUpdateTemplate,
        marketingTemplate: settings.whatsAppMarketingTemplate,
        templateLanguage: settings.whatsAppTemplateLanguage,
      },
    });
    const grantTargets: GrantTargets = {
      table,
      uploads: uploadsBucket,
      signingSecret,
      payhereSecret,
      kokoSecret,
      mailQueue: outbox.queue,
    };
    // It reads the table to ask consent.ts again before it sends a marketing message (decision 0081).
    applyGrants(outbox.consumer, ['mail:send', 'table:read'], grantTargets);
    const functionsEnvironment = { ...environment, MAIL_QUEUE_URL: outbox.queue.queueUrl };
    new RouteEndpoints(this, 'Endpoints', {
      httpApi,
      stage: settings.stage,
      routes: props.routes,
      environment: functionsEnvironment,
      grantTargets,
    });

    const expiry = new PaymentExpiry(this, 'PaymentExpiry', {
      stage: settings.stage,
      grantTargets,
      environment: functionsEnvironment,
    });
    const reviewRequests = new ReviewRequests(this, 'ReviewRequests', {
      stage: settings.stage,
      grantTargets,
      environment: functionsEnvironment,
    });
    // No alarms of its own (decision 0086): a failing run counts in the Lambda errors alarm over every function.
    new CartReminders(this, 'CartReminders', {
      stage: settings.stage,
      grantTargets,
      environment: functionsEnvironment,
    });
    new ShopMonitoring(this, 'Monitoring', {
      stage: settings.stage,
      httpApi,
      table,
      outboxDeadLetters: outbox.deadLetterQueue,
      topic: createAlarmTopic(this, 'AlarmTopic', { stage: settings.stage, alarmEmail: settings.alarmEmail }),
      webAclName: props.webAcl?.name,
      scheduledJobs: [
        { id: 'payment-expiry', functionName: expiry.functionName, everyMinutes: EXPIRY_SWEEP_MINUTES },
        {
          id: 'review-requests',
          functionName: reviewRequests.functionName,
          everyMinutes: REVIEW_REQUEST_SWEEP_MINUTES,
        },
      ],
    });

    const spaDeployment = hasBuiltSpa(distDir)
      ? new SpaDeployment(this, 'SpaDeployment', { distDir, bucket: spaBucket, distribution })
      : undefined;
    if (pages && spaDeployment) {
      const renderer = new PageRenderer(this, 'PageRenderer', { ...pages, siteUrl, distDir });
      renderer.drawAfterRelease.executeAfter(spaDeployment);
    }

    acknowledgeNagFindings({
      stack: this,
      table: table.node.defaultChild as CfnTable,
      uploadsBucket,
      spaBucket,
      signingSecret,
      payhereSecret,
      kokoSecret,
      distribution,
      customDomain: Boolean(customDomain),
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The shop' });
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/api/v2`, description: 'The API, through CloudFront' });
    new CfnOutput(this, 'ApiGatewayUrl', {
      value: httpApi.apiEndpoint,
      description: 'The HTTP API itself (no trailing-slash normalisation)',
    });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: uploadsBucket.bucketName });
    new CfnOutput(this, 'SpaBucketName', { value: spaBucket.bucketName });
    new CfnOutput(this, 'SigningSecretArn', { value: signingSecret.secretArn });
    new CfnOutput(this, 'PayhereSecretArn', {
      value: payhereSecret.secretArn,
      description: 'Put {"merchantId","merchantSecret"} here (docs/deploy.md)',
    });
    new CfnOutput(this, 'KokoSecretArn', {
      value: kokoSecret.secretArn,
      description: 'Put {"merchantId","apiKey","merchantPrivateKey","publicKey"} here (docs/deploy.md)',
    });
  }
}
