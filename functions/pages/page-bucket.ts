import { pageObjectKey } from '../../shared/content/public-pages';
import { credentialsFromEnv } from '../lib/aws-signing/credentials';
import { deleteObject, keysUnder, objectText, putObject } from '../lib/s3/s3-objects';
import type { S3Bucket } from '../lib/s3/s3-request';
import { pageReads } from './page-reads';
import type { RenderContext } from './render-module';

/**
 * The SPA bucket as the page renderer sees it (docs/decisions/0036-html-first-pages.md): the current release's
 * shell and Vite manifest in, rendered pages out under `pages/`. CloudFront serves those objects (SPA_FALLBACK).
 */
const bucket = (): S3Bucket => ({
  name: process.env.SPA_BUCKET!,
  region: process.env.AWS_REGION!,
  credentials: credentialsFromEnv,
});

const text = (key: string) => objectText(bucket(), key);

/**
 * The shop's public origin. The renderer has it in PUBLIC_BASE_URL and leaves it in the bucket; CloudFront's
 * fallback function cannot be told it (the distribution would depend on itself), so it reads it there.
 */
const SITE_ORIGIN_KEY = 'pages/site-origin.txt';

export async function siteOrigin(): Promise<string> {
  if (process.env.PUBLIC_BASE_URL) return process.env.PUBLIC_BASE_URL;
  return (await text(SITE_ORIGIN_KEY)).trim();
}

export async function rememberSiteOrigin(): Promise<void> {
  await putObject(bucket(), SITE_ORIGIN_KEY, process.env.PUBLIC_BASE_URL!, { contentType: 'text/plain' });
}

/** What every render needs: the deployed shell and manifest, the shop's public origin and the in-process reads. */
export async function renderContext(): Promise<RenderContext> {
  const [template, manifest, origin] = await Promise.all([
    text('index.html'),
    text('.vite/manifest.json'),
    siteOrigin(),
  ]);
  return {
    template,
    manifest: JSON.parse(manifest) as RenderContext['manifest'],
    siteOrigin: origin,
    reads: pageReads,
  };
}

/** Stored HTML says `no-cache`: CloudFront keeps it for its 1 s minimum and browsers revalidate (decision 0018). */
export async function putPage(path: string, html: string): Promise<void> {
  await putObject(bucket(), pageObjectKey(path), html, {
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
  });
}

export async function deletePage(path: string): Promise<void> {
  await deleteObject(bucket(), pageObjectKey(path));
}

/** The product pages stored now, as paths (`/product/12`). */
export async function storedProductPaths(): Promise<string[]> {
  const keys = await keysUnder(bucket(), 'pages/product/');
  return keys.map((key) => key.slice('pages'.length, -'.html'.length));
}
