/**
 * The server render of the public pages (docs/decisions/0036-html-first-pages.md): the same route table and
 * components as the browser, the same answers under the same query keys, drawn to HTML once every lazy page and
 * read has settled. Built by `vite build --ssr` into web/dist-server; the local shop and the cloud's page functions
 * both call `renderPage`, handing it the server's own reads (page-reads.ts, decision 0051): no API call is made.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { notFoundMessages } from '../../../../shared/api/not-found';
import type { ProductReviewsPage } from '../../../../shared/api/reviews';
import { brand } from '../../../../shared/brand';
import {
  ORDER_LINK_PAGE,
  PUBLIC_PAGE_PATHS,
  SHELL_PAGE_PATHS,
  productPath,
  publicPageOf,
  variantPageOf,
  variantPagePath,
  type PublicPage,
} from '../../../../shared/content/public-pages';
import { CATEGORIES, isProductIdParam } from '../../../../shared/rules/catalogue';
import type { Language } from '../../../../shared/rules/languages';
import { inEveryLanguage } from '../../../../shared/content/public-pages';
import { languageBase } from '../../../../shared/rules/language-paths';
import { prefetchCategoryProducts } from '../../features/catalog';
import { prefetchFeatured } from '../../features/home';
import { isNotFound, prefetchProduct, type ProductDetail } from '../../features/product';
import { prefetchReviews } from '../../features/reviews';
import { prefetchProductSearch, searchQueryOf } from '../../features/search';
import { ApiError } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../AppProviders';
import { appRoutes } from '../routes';
import { clientStyles } from './client-styles';
import { appStartedAfterLoad } from './app-start';
import { headTags, htmlDocument, inlineShellStyles, styleTags } from './html-document';
import { loadLanguage } from '../../lib/i18n/load-language';
import { loadEnglishAreas } from '../../lib/i18n';
import { languageChunks, pageAssets, pageModule, type ViteManifest } from './page-assets';
import { pageHead } from './page-head';
import type { PageReads } from './page-reads';
import { queryStateScript } from './query-state';
import { scriptFontPreload, scriptFontWait } from './script-font';

export { publicPageOf, pageObjectKey } from '../../../../shared/content/public-pages';
export type { ViteManifest } from './page-assets';
export type { PageReads } from './page-reads';

export interface RenderContext {
  /** The built shell (web/dist/index.html). */
  template: string;
  /** Vite's build manifest of the same build (web/dist/.vite/manifest.json). */
  manifest: ViteManifest;
  /** What the pages show, read in process from the server's views. */
  reads: PageReads;
  /** The shop's public origin (PUBLIC_BASE_URL), for canonical and Open Graph URLs. */
  siteOrigin: string;
}

export interface RenderedPage {
  /** 404 for a product that does not exist; its page says so. */
  status: 200 | 404;
  html: string;
  /** A product page: the pages of its variants (`/product/8?variant=3`), each drawn and stored too (decision 0055). */
  variantPaths?: string[];
}

interface PageData {
  product?: ProductDetail;
  /** The product's review summary and first page (newest first), for its JSON-LD and its reviews section. */
  reviews?: ProductReviewsPage['data'];
  firstImage?: string;
  missing?: boolean;
  /** A search page's query, as the page reads it from its address. */
  searchQuery?: string;
}

/** The route's 404 as the browser's client raises it (lib/api.ts), so the page hands over the error a request would. */
const productNotFound = () =>
  new ApiError(notFoundMessages.product, 404, { status: 'error', message: notFoundMessages.product });

/** Fills the client with what the page shows. A failed read throws: a page is never stored with an error in it. */
async function loadPageData(
  page: PublicPage,
  search: URLSearchParams,
  client: QueryClient,
  reads: PageReads,
): Promise<PageData> {
  switch (page.kind) {
    case 'home':
      await prefetchFeatured(client, () => reads.featured(page.language), page.language);
      return {};
    case 'category': {
      const products = await prefetchCategoryProducts(
        client,
        page.category,
        (c) => reads.categoryProducts(c, page.language),
        page.language,
      );
      return { firstImage: products[0]?.image ?? undefined };
    }
    case 'product': {
      if (!isProductIdParam(page.id)) return { missing: true };
      const { product, error } = await prefetchProduct(
        client,
        page.id,
        async (id) => {
          const answer = await reads.product(id, page.language);
          if (!answer) throw productNotFound();
          return answer;
        },
        page.language,
      );
      if (product) {
        const reviews = await prefetchReviews(client, String(product.id), async (id) => {
          const answer = await reads.productReviews(id);
          if (!answer) throw productNotFound();
          return answer;
        });
        return { product, reviews };
      }
      if (isNotFound(error)) return { missing: true };
      throw error ?? new Error(`Product ${page.id} could not be read`);
    }
    case 'search': {
      const searchQuery = searchQueryOf(search);
      const hits = await prefetchProductSearch(
        client,
        searchQuery,
        (query) => reads.search(query, page.language),
        page.language,
      );
      return { searchQuery, firstImage: hits[0]?.image ?? undefined };
    }
    case 'content':
    case 'order-link':
    case 'cart':
      return {};
  }
}

/**
 * The order link's shell is drawn as a link with a token, so it shows what the browser shows while it reads the
 * order (its loading state), whatever order the link names.
 */
const ORDER_LINK_SHELL_DRAWN_AS = `${ORDER_LINK_PAGE}/shell?t=shell`;

async function renderApp(path: string, client: QueryClient, language: Language): Promise<string> {
  // A page in Sinhala or Tamil is the same route table under its language's base (`/si/beard` is `/beard`).
  const handler = createStaticHandler(appRoutes, { basename: languageBase(language) || undefined });
  const context = await handler.query(new Request(new URL(path, 'http://shop.local')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} in the route table`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={client} language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // One piece: React would otherwise move a large Suspense boundary's content to the end of the body and swap it
    // in with an inline script, which the shop's CSP (script-src 'self') refuses and which shifts the layout.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A public page as complete HTML, or null for a path that is not one (the SPA's shell serves it). The path may carry
 * a query string the page reads (`/product/8?variant=3` draws that variant); the stored pages are drawn without one.
 */
export async function renderPage(path: string, ctx: RenderContext): Promise<RenderedPage | null> {
  const address = new URL(path, 'http://shop.local');
  const page = publicPageOf(address.pathname);
  if (!page) return null;
  // The server has no first view to keep small: every page is drawn with all of its language's texts.
  await Promise.all([loadLanguage(page.language), loadEnglishAreas()]);
  const client = createQueryClient();
  const data = await loadPageData(page, address.searchParams, client, ctx.reads);
  const head = pageHead({
    page,
    origin: ctx.siteOrigin,
    product: data.product,
    reviews: data.reviews,
    firstImage: data.firstImage,
    searchQuery: data.searchQuery,
  });
  const assets = pageAssets(ctx.manifest, pageModule(page));
  // A Sinhala or Tamil page's texts (their own chunk, decision 0092) are fetched with the page's code.
  const words = languageChunks(ctx.manifest, page.language);
  // Every Sinhala or Tamil page shows its words once their font is in (decisions 0103, 0121).
  const fontWait = scriptFontWait(page.language);
  const html = htmlDocument(
    appStartedAfterLoad(
      inlineShellStyles(ctx.template, clientStyles),
      [...assets.js, ...words],
      fontWait?.startAppAttributes,
    ),
    {
      head: [headTags(head, brand.fullName), scriptFontPreload(page.language, clientStyles), fontWait?.head]
        .filter(Boolean)
        .join('\n    '),
      assets: styleTags(assets.css, clientStyles),
      app: await renderApp(
        page.kind === 'order-link' ? `${languageBase(page.language)}${ORDER_LINK_SHELL_DRAWN_AS}` : path,
        client,
        page.language,
      ),
      state: queryStateScript(client),
      language: page.language,
      htmlAttribute: fontWait?.htmlAttribute,
    },
  );
  // Each language's product page brings its own variants' pages (`/si/product/8?variant=3`, decision 0092).
  const variantPaths = data.product?.variants.map((variant) =>
    variantPagePath(data.product!.id, variant.id, page.language),
  );
  return { status: data.missing ? 404 : 200, html, ...(variantPaths?.length ? { variantPaths } : {}) };
}

/** Every public page's path: the fixed pages and one per product of the four category lists. */
export async function publicPagePaths(reads: PageReads): Promise<string[]> {
  const client = createQueryClient();
  const lists = await Promise.all(
    CATEGORIES.map((category) =>
      prefetchCategoryProducts(client, category, (c) => reads.categoryProducts(c, 'en'), 'en'),
    ),
  );
  return inEveryLanguage([
    ...PUBLIC_PAGE_PATHS,
    ...SHELL_PAGE_PATHS,
    ...lists.flat().map((product) => productPath(product.id)),
  ]);
}

export interface PageOutcome {
  path: string;
  /** The page (null: the path is not a public page); absent when drawing it failed. */
  page?: RenderedPage | null;
  error?: Error;
}

/**
 * Draws these pages a few at a time (each reads the table); one that fails is reported and the others still drawn.
 * A product page drawn brings its variants' pages (`variantPaths`), drawn after it: they show its stock per size.
 */
export async function renderPages(paths: string[], ctx: RenderContext, atOnce = 4): Promise<PageOutcome[]> {
  const outcomes: PageOutcome[] = [];
  const queue = [...paths];
  for (let i = 0; i < queue.length;) {
    const batch = queue.slice(i, i + atOnce);
    i += batch.length;
    outcomes.push(
      ...(await Promise.all(
        batch.map((path) =>
          renderPage(path, ctx).then(
            (page) => ({ path, page }),
            (error: Error) => ({ path, error }),
          ),
        ),
      )),
    );
    for (const { path, page } of outcomes.slice(-batch.length))
      if (!variantPageOf(path))
        for (const variant of page?.variantPaths ?? []) if (!queue.includes(variant)) queue.push(variant);
  }
  return outcomes;
}
