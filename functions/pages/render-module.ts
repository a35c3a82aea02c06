import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as RenderPage from '../../web/src/app/prerender/render-page';

export type { PageReads, RenderContext, RenderedPage } from '../../web/src/app/prerender/render-page';

/**
 * The server render, as Vite built it (web/dist-server, copied beside this bundle as `render/` by
 * infra/web/page-renderer.ts). Loaded by path at run time, so its lazy pages stay separate files and only the
 * public pages' code is ever loaded.
 */
export function loadRenderModule(): Promise<typeof RenderPage> {
  const here = dirname(fileURLToPath(import.meta.url));
  return import(pathToFileURL(join(here, 'render', 'render-page.mjs')).href) as Promise<typeof RenderPage>;
}
