import type { PublicPage } from '../../../../shared/content/public-pages';
import type { Language } from '../../../../shared/rules/languages';

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) the render reads. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The lazy page module (routes.tsx) that draws a public page, by its source path in the manifest. */
export function pageModule(page: PublicPage): string {
  switch (page.kind) {
    case 'home':
      return 'src/features/home/HomePage.tsx';
    case 'category':
      return 'src/features/catalog/CategoryPage.tsx';
    case 'product':
      return 'src/features/product/ProductPage.tsx';
    case 'order-link':
      return 'src/features/orders/OrderLinkPage.tsx';
    case 'cart':
      return 'src/features/cart/CartPage.tsx';
    case 'search':
      return 'src/features/search/SearchPage.tsx';
    case 'content':
      return page.path === '/about'
        ? 'src/features/content/AboutPage.tsx'
        : page.path === '/contact'
          ? 'src/features/content/ContactPage.tsx'
          : 'src/features/content/PolicyPage.tsx';
  }
}

/**
 * A Sinhala or Tamil page's own chunks (decision 0092): its texts (web/src/lib/i18n/messages/si.ts) and the shop's
 * words (shared/content/brand-content-si.ts), which the app loads before it draws; none for English.
 */
export function languageChunks(manifest: ViteManifest, language: Language): string[] {
  if (language === 'en') return [];
  const own = new RegExp(`(/messages/${language}|/brand-content-${language})\\.ts$`);
  return Object.keys(manifest)
    .filter((key) => own.test(key))
    .flatMap((key) => pageAssets(manifest, key).js);
}

/**
 * The page chunk's code and its styles, with those of the chunks it imports, minus what the shell (the entry and
 * its imports) already links. Without them the HTML would paint unstyled until the chunk arrived.
 */
export function pageAssets(manifest: ViteManifest, moduleId: string): { css: string[]; js: string[] } {
  const shell = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, shell);
  const page = new Set<string>();
  walk(moduleId, page);
  const own = [...page].filter((key) => !shell.has(key));
  return {
    css: [...new Set(own.flatMap((key) => manifest[key].css ?? []))].map((file) => `/${file}`),
    js: own.map((key) => `/${manifest[key].file}`),
  };
}
