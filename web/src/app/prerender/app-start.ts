import { escapeHtml } from './html-document';

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The shell with the app started after the page has loaded (docs/decisions/0083): its entry script and module
 * preloads leave the head, and web/public/start-app.js adds them, with the page's own modules (`pageScripts`), once
 * the page has loaded or the shopper first touches it. Until then nothing of the app competes with the first paint.
 * `startAttributes`: more of start-app.js's attributes (a Sinhala or Tamil page's faces to wait for, script-font.ts).
 */
export function appStartedAfterLoad(template: string, pageScripts: string[], startAttributes?: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The SPA shell has no entry script; rebuild it (npm run build).');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const modules = [entry, ...preloads, ...pageScripts].join(' ');
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `  <script src="/start-app.js" data-modules="${escapeHtml(modules)}"${startAttributes ? ` ${startAttributes}` : ''} async></script>\n  </body>`,
    );
}
