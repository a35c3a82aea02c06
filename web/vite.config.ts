import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The SPA. Storefront code is the entry chunk; /signin, the customer area and the whole back-office (antd,
 * charts) are lazy chunks, so a storefront route never downloads them.
 */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
  },
  server: {
    // `npm start` serves the API on :3000; a Vite dev server (npx vite --config web/vite.config.ts) proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/storage': 'http://127.0.0.1:3000' },
  },
});
