import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { brand } from '../shared/brand.ts';
import { BRAND_CSS_VARIABLES } from './src/app/brand-theme.ts';
import { clientStylesPlugin } from './client-styles.ts';
import { webManifestPlugin } from './web-manifest.ts';
import { precompiledMessagesPlugin } from './precompiled-messages.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Fills index.html's %BRAND_...% placeholders from shared/brand.ts, so the name and colours have one home. */
function brandHtml(): Plugin {
  const values: Record<string, string> = {
    BRAND_NAME: brand.name,
    BRAND_NAME_UPPER: brand.name.toUpperCase(),
    BRAND_FULL_NAME: brand.fullName,
    BRAND_TAGLINE: brand.tagline,
    BRAND_PRIMARY: brand.colors.primary,
    BRAND_ACCENT: brand.colors.accent,
    BRAND_PAPER: brand.colors.paper,
    BRAND_CSS_VARIABLES: Object.entries(BRAND_CSS_VARIABLES)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; '),
  };
  // 'pre': before Vite reads the inline style, which a placeholder in place of declarations would not parse.
  return {
    name: 'brand-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/%(BRAND_[A-Z_]+)%/g, (m, key: string) => values[key] ?? m),
    },
  };
}

/**
 * The SPA. Storefront code is the entry chunk; /signin, the customer area and the whole back-office (antd,
 * charts) are lazy chunks, so a storefront route never downloads them.
 * `--ssr` builds the server render of the public pages (src/app/prerender/render-page.tsx) into dist-server; the
 * client build's manifest tells it which chunk and styles each page needs (docs/decisions/0036-html-first-pages.md).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    brandHtml(),
    webManifestPlugin(),
    precompiledMessagesPlugin(),
    clientStylesPlugin(fileURLToPath(new URL('dist', import.meta.url))),
  ],
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // The server render carries its own dependencies (the cloud's renderer has no node_modules); each lazy page stays
    // its own file, loaded only when drawn, so the back-office's code is never loaded there.
    ...(isSsrBuild
      ? { rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } } }
      : {}),
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
  },
  ssr: { noExternal: true },
  // A server build leaves process.env.NODE_ENV to be read at run time, and neither Lambda nor the local shop sets
  // it: React and antd would render with their development builds (decision 0108: pages took 1.7 times as long).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    // `npm start` serves the API on :3000; a Vite dev server (npx vite --config web/vite.config.ts) proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/storage': 'http://127.0.0.1:3000' },
  },
}));
