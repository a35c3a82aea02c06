import type { Plugin } from 'vite';
import { brand } from '../shared/brand.ts';

/** The web app manifest that makes the shop installable, from the brand's one home (shared/brand.ts). */
export function webManifest() {
  return {
    name: brand.fullName,
    short_name: brand.name,
    description: `${brand.name} - ${brand.tagline}. Cash on delivery across Sri Lanka.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.colors.paper,
    theme_color: brand.colors.primary,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Writes /manifest.webmanifest into the build (index.html links it). */
export function webManifestPlugin(): Plugin {
  return {
    name: 'web-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(webManifest(), null, 2),
      });
    },
  };
}
