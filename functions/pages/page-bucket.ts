import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { pageObjectKey, variantPagePath, variantPagesPrefix } from '../../shared/content/public-pages';
import type { Language } from '../../shared/rules/languages';
import { pageReads } from './page-reads';
import type { RenderContext } from './render-module';

/**
 * The SPA bucket as the page renderer sees it (docs/decisions/0036-html-first-pages.md): the current release's
 * shell and Vite manifest in, rendered pages out under `pages/`. CloudFront serves those objects (SPA_FALLBACK).
 */
const bucket = () => process.env.SPA_BUCKET!;

/**
 * Made once per execution environment from Lambda's environment (region, the role's credentials). Not in
 * functions/lib/clients.ts: these functions do not read the shop's configuration (functions/lib/config.ts), and the
 * local shop draws its pages itself (infra/local/html-pages.ts).
 */
let client: S3Client | undefined;
const s3 = () => (client ??= new S3Client({}));

async function text(key: string): Promise<string> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body!.transformToString('utf8');
}

async function put(key: string, body: string, headers: { ContentType: string; CacheControl?: string }) {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ...headers }));
}

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
  await put(SITE_ORIGIN_KEY, process.env.PUBLIC_BASE_URL!, { ContentType: 'text/plain' });
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
  await put(pageObjectKey(path), html, { ContentType: 'text/html; charset=utf-8', CacheControl: 'no-cache' });
}

export async function deletePage(path: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: pageObjectKey(path) }));
}

async function keysUnder(prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const page of paginateListObjectsV2({ client: s3() }, { Bucket: bucket(), Prefix: prefix }))
    for (const object of page.Contents ?? []) found.push(object.Key!);
  return found;
}

/** The product pages stored now, as paths (`/product/12`); their variants' pages are not among them. */
export async function storedProductPaths(): Promise<string[]> {
  return (await keysUnder('pages/product/'))
    .map((key) => key.slice('pages'.length, -'.html'.length))
    .filter((path) => /^\/product\/[^/]+$/.test(path));
}

/** The variant pages of a product stored now in a language, as paths (`/product/8?variant=3`, `/si/product/8?variant=3`). */
export async function storedVariantPaths(productId: string, language: Language): Promise<string[]> {
  const prefix = variantPagesPrefix(productId, language);
  return (await keysUnder(prefix)).map((key) =>
    variantPagePath(productId, key.slice(prefix.length, -'.html'.length), language),
  );
}
