import { publicPageOf } from '../../shared/content/public-pages';
import {
  deletePage,
  putPage,
  rememberSiteOrigin,
  renderContext,
  storedProductPaths,
  storedVariantPaths,
} from './page-bucket';
import { pageReads } from './page-reads';
import { loadRenderModule } from './render-module';

/**
 * The stored pages of a product's variants that its page drawn now no longer lists (a removed size; all of them when
 * the product is gone). Deleted, so a link to a removed size falls over to the renderer, which draws the product.
 */
async function removeStaleVariantPages(path: string, current: string[]): Promise<number> {
  const page = publicPageOf(path);
  if (page?.kind !== 'product') return 0;
  const stale = (await storedVariantPaths(page.id, page.language)).filter((stored) => !current.includes(stored));
  for (const stored of stale) await deletePage(stored);
  return stale.length;
}

/**
 * Draws these pages into the bucket, a product's with its variants' (decision 0055); a product that no longer
 * exists (404) loses its stored pages. A page whose read fails keeps its previous HTML, and the error is raised after
 * the others are drawn (the stream retries).
 */
export async function drawPages(paths: string[]): Promise<{ drawn: number; removed: number }> {
  const render = await loadRenderModule();
  const outcomes = await render.renderPages(paths, await renderContext());
  let drawn = 0;
  let removed = 0;
  for (const { path, page } of outcomes) {
    if (page?.status === 404) {
      await deletePage(path);
      removed++;
    } else if (page) {
      await putPage(path, page.html);
      drawn++;
    }
    if (page) removed += await removeStaleVariantPages(path, page.status === 200 ? (page.variantPaths ?? []) : []);
  }
  const failures = outcomes.filter((o) => o.error).map((o) => `${o.path}: ${o.error!.message}`);
  if (failures.length) throw new Error(`${failures.length} page(s) not drawn: ${failures.join('; ')}`);
  return { drawn, removed };
}

/** Every public page, and no stored page of a product that is gone (after a release, or by hand). */
export async function drawAllPages(): Promise<{ drawn: number; removed: number }> {
  await rememberSiteOrigin();
  const render = await loadRenderModule();
  const paths = await render.publicPagePaths(pageReads);
  const gone = (await storedProductPaths()).filter((path) => !paths.includes(path));
  for (const path of gone) {
    await deletePage(path);
    await removeStaleVariantPages(path, []);
  }
  const result = await drawPages(paths);
  return { drawn: result.drawn, removed: result.removed + gone.length };
}
