import { Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface SpaDeploymentProps {
  /** The built SPA (`npm run build` writes web/dist). */
  distDir: string;
  bucket: IBucket;
  distribution: IDistribution;
}

/** True when there is a built SPA to deploy; synth works without one (the SPA bucket then stays as it is). */
export function hasBuiltSpa(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/**
 * Uploads the built SPA in two parts. `assets/` holds content-hashed files: cached for a year and never pruned,
 * so a tab still running the previous release can load its lazy chunks. Everything else (index.html, media,
 * favicon) keeps its name between releases, so browsers revalidate it; the distribution is invalidated after.
 */
export class SpaDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SpaDeploymentProps) {
    super(scope, id);
    const hashedAssets = join(props.distDir, 'assets');
    const assets = existsSync(hashedAssets)
      ? new BucketDeployment(this, 'HashedAssets', {
          sources: [Source.asset(hashedAssets)],
          destinationBucket: props.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          prune: false,
          memoryLimit: 512,
        })
      : undefined;

    const files = new BucketDeployment(this, 'Files', {
      sources: [Source.asset(props.distDir, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: props.bucket,
      // Excluded paths are also left alone by pruning, so this sync deletes neither the hashed assets nor the pages
      // the page renderer drew (decision 0036).
      exclude: ['assets/*', 'pages/*'],
      cacheControl: [CacheControl.noCache()],
      prune: true,
      memoryLimit: 512,
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) files.node.addDependency(assets);
  }
}
