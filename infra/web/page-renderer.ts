import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, FunctionUrlAuthType, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogKeys } from '../../functions/domain/catalog';
import { reviewKeys } from '../../functions/domain/reviews';
import { ShopFunction } from '../api/shop-function';

export const RENDER_MODULE = 'render-page.mjs';

/** True when `npm run build` wrote the server render too; without it synth leaves the page renderer out. */
export function hasServerRender(serverDir: string): boolean {
  return existsSync(join(serverDir, RENDER_MODULE));
}

const nag = (rule: string) => `AwsSolutions::AwsSolutions-${rule}`;

/** The cdk-nag findings of the page functions' bucket grants (tests/infra/cdk-nag.test.ts), with their reasons. */
function acknowledgeBucketGrants(scope: Construct, spaBucket: IBucket): void {
  const bucket = Stack.of(scope).getLogicalId(spaBucket.node.defaultChild as never);
  Validations.of(scope).acknowledge(
    {
      id: nag('IAM5[Action::s3:GetObject*]'),
      reason: 'Page functions read the deployed shell and Vite manifest of the SPA bucket (CDK read grant).',
    },
    { id: nag('IAM5[Action::s3:GetBucket*]'), reason: 'Part of the CDK read grant on the SPA bucket.' },
    {
      id: nag('IAM5[Action::s3:List*]'),
      reason: 'The renderer lists pages/product/ to remove the pages of products that are gone.',
    },
    {
      id: nag(`IAM5[Resource::<${bucket}.Arn>/*]`),
      reason: 'Reads of the shell (index.html, .vite/manifest.json) at the bucket root.',
    },
    {
      id: nag(`IAM5[Resource::<${bucket}.Arn>/pages/*]`),
      reason: 'Pages are written and deleted only under pages/, one object per public page.',
    },
  );
}

interface PagesProps {
  stage: string;
  spaBucket: IBucket;
  /** Pages read the catalogue from the table, through the same views the API answers with (decision 0051). */
  table: ITable;
  /** The functions' shared environment (the table, the settings the domain's config checks). */
  environment: Record<string, string>;
  /** web/dist-server: the render module and its lazy pages, copied beside each bundle. */
  serverDir: string;
}

export interface PageRendererProps extends PagesProps {
  siteUrl: string;
  /** web/dist: its shell is hashed, so a release reruns the trigger. */
  distDir: string;
}

/**
 * Draws the public pages into the SPA bucket (docs/decisions/0036-html-first-pages.md): the listings and the
 * changed products' pages on each batch of the table's stream (product items only), and every page once after
 * each release (a trigger, rerun when the shell changes). No shopper ever waits for it.
 */
export class PageRenderer extends Construct {
  readonly drawAfterRelease: Trigger;

  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    // A new shell (a release) changes the function, which reruns the trigger: every page is drawn with new assets.
    const shellVersion = createHash('sha256')
      .update(readFileSync(join(props.distDir, 'index.html')))
      .digest('hex')
      .slice(0, 16);
    const { function: renderer } = new ShopFunction(this, 'Renderer', {
      functionName: `shop-${props.stage}-page-renderer`,
      handler: 'functions/pages/on-catalogue-change.ts',
      readsCallerSession: false,
      timeout: Duration.minutes(5),
      copyBeside: { from: props.serverDir, as: 'render' },
      environment: {
        ...props.environment,
        SPA_BUCKET: props.spaBucket.bucketName,
        PUBLIC_BASE_URL: props.siteUrl,
        SHELL_VERSION: shellVersion,
      },
    });
    props.table.grantReadData(renderer);
    props.spaBucket.grantRead(renderer);
    props.spaBucket.grantPut(renderer, 'pages/*');
    props.spaBucket.grantDelete(renderer, 'pages/*');
    renderer.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        // A burst of writes (an order of several lines, an import) becomes one redraw.
        maxBatchingWindow: Duration.seconds(2),
        retryAttempts: 3,
        filters: [
          FilterCriteria.filter({
            dynamodb: {
              Keys: {
                PK: { S: FilterRule.beginsWith(catalogKeys.productItem.partitionPrefix) },
                SK: { S: FilterRule.isEqual(catalogKeys.productItem.sortKey) },
              },
            },
          }),
          // A review's text, reply or status shows on its product's page (issue 24).
          FilterCriteria.filter({
            dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(reviewKeys.reviewItem.partitionPrefix) } } },
          }),
        ],
      }),
    );
    acknowledgeBucketGrants(this, props.spaBucket);
    Validations.of(this).acknowledge({
      id: nag('IAM5[Resource::*]'),
      reason: 'Reading a table stream needs dynamodb:ListStreams, which takes no resource ARN (CDK stream grant).',
    });
    this.drawAfterRelease = new Trigger(this, 'DrawAfterRelease', {
      handler: renderer,
      timeout: Duration.minutes(5),
      executeOnHandlerChange: true,
    });
  }
}

/**
 * CloudFront's second origin for the SPA bucket: asked only when a page is not stored, i.e. a product that does not
 * exist (404, with a page that says so), one added a moment before its page was drawn, or any page before the
 * first draw after a release. It stores what exists. Made before the distribution, which uses its origin.
 */
export class PageFallback extends Construct {
  readonly origin: IOrigin;

  constructor(scope: Construct, id: string, props: PagesProps) {
    super(scope, id);
    const { function: fallback } = new ShopFunction(this, 'Function', {
      functionName: `shop-${props.stage}-page-fallback`,
      handler: 'functions/pages/page-on-miss.ts',
      readsCallerSession: false,
      copyBeside: { from: props.serverDir, as: 'render' },
      environment: { ...props.environment, SPA_BUCKET: props.spaBucket.bucketName },
    });
    props.table.grantReadData(fallback);
    props.spaBucket.grantRead(fallback);
    props.spaBucket.grantPut(fallback, 'pages/*');
    acknowledgeBucketGrants(this, props.spaBucket);
    const url = fallback.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    this.origin = FunctionUrlOrigin.withOriginAccessControl(url, { readTimeout: Duration.seconds(10) });
  }
}
