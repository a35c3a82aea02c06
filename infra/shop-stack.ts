import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { resolve } from 'node:path';
import type { RouteDef } from '../shared/routes';
import { createHttpApi } from './api/http-api';
import { RouteEndpoints } from './api/route-endpoints';
import { createPrivateBucket } from './data/private-bucket';
import { createShopTable } from './data/shop-table';
import { createSigningSecret } from './data/signing-secret';
import { createPayhereSecret } from './payments/payhere-secret';
import { PaymentExpiry } from './payments/payment-expiry';
import type { DeploySettings } from './deploy-settings';
import { REPO_ROOT } from './repo-root';
import { ShopDistribution } from './web/shop-distribution';
import { SpaDeployment, hasBuiltSpa } from './web/spa-deployment';

export interface ShopStackProps extends StackProps {
  settings: DeploySettings;
  routes: readonly RouteDef[];
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

    const httpApi = createHttpApi(this, 'HttpApi', { stage: settings.stage, corsOrigins: settings.corsOrigins });
    const { distribution } = new ShopDistribution(this, 'Web', {
      spaBucket,
      uploadsBucket,
      httpApi,
      customDomain: settings.domainName && settings.certificateArn ? { domainName: settings.domainName, certificateArn: settings.certificateArn } : undefined,
    });
    const siteUrl = settings.publicBaseUrl ?? `https://${settings.domainName ?? distribution.distributionDomainName}`;

    const environment = {
      STAGE: settings.stage,
      TABLE_NAME: table.tableName,
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      PUBLIC_BASE_URL: siteUrl,
      JWT_ISSUER: siteUrl,
      MAIL_FROM: settings.mailFrom,
      SHOP_EMAIL: settings.shopEmail,
      CORS_ORIGINS: settings.corsOrigins.join(','),
      SIGNING_SECRET_ARN: signingSecret.secretArn,
      PAYHERE_SECRET_ARN: payhereSecret.secretArn,
      PAYHERE_SANDBOX: String(settings.payhereMode === 'sandbox'),
      PAYMENT_WINDOW_SECONDS: String(settings.paymentWindowSeconds),
    };
    new RouteEndpoints(this, 'Endpoints', {
      httpApi,
      stage: settings.stage,
      routes: props.routes,
      environment,
      grantTargets: { table, uploads: uploadsBucket, signingSecret, payhereSecret },
    });
    new PaymentExpiry(this, 'PaymentExpiry', { stage: settings.stage, table, environment });

    const distDir = resolve(REPO_ROOT, settings.webDist);
    if (hasBuiltSpa(distDir)) new SpaDeployment(this, 'SpaDeployment', { distDir, bucket: spaBucket, distribution });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The shop' });
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/api/v2`, description: 'The API, through CloudFront' });
    new CfnOutput(this, 'ApiGatewayUrl', { value: httpApi.apiEndpoint, description: 'The HTTP API itself (no trailing-slash normalisation)' });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: uploadsBucket.bucketName });
    new CfnOutput(this, 'SpaBucketName', { value: spaBucket.bucketName });
    new CfnOutput(this, 'SigningSecretArn', { value: signingSecret.secretArn });
    new CfnOutput(this, 'PayhereSecretArn', { value: payhereSecret.secretArn, description: 'Put {"merchantId","merchantSecret"} here (docs/deploy.md)' });
  }
}
