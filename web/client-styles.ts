import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The name the server render reads the client's styles by (web/src/app/prerender/client-styles.ts). */
export const CLIENT_STYLES_GLOBAL = '__CLIENT_STYLES__';

/** Every CSS file of the client build, by its URL path ('/assets/HomePage-x.css' -> its text). */
export function readClientStyles(distDir: string): Record<string, string> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return {};
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { css?: string[] }>;
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return Object.fromEntries([...files].map((file) => [`/${file}`, readFileSync(join(distDir, file), 'utf8')]));
}

/**
 * For the server build only (it runs after the client build): puts the client build's CSS into the render module, so
 * a drawn page carries its styles inline and paints without waiting for a stylesheet (decision 0043). Built into
 * the module rather than read at run time, because the cloud's renderer has only the shell and the manifest.
 */
export function clientStylesPlugin(distDir: string): Plugin {
  return {
    name: 'client-styles',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    config: () => ({ define: { [CLIENT_STYLES_GLOBAL]: JSON.stringify(readClientStyles(distDir)) } }),
  };
}
