import { productImageSrcSet } from '../../../../shared/rules/images';
import { LOCALES } from '../../../../shared/rules/languages';
import type { PageHead } from './page-head';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON inside a script element: `<` escaped, so no text of a product can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags of the head: title, description, canonical, Open Graph, Twitter card, JSON-LD and the LCP preload. */
export function headTags(head: PageHead, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex
      ? []
      : head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`)),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', LOCALES[head.language].replace('-', '_')),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...preloadLinks(head),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

/** CSS text inside a style element: no rule's text can close the element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page's own styles (its lazy chunk's and those of the chunks it imports), so it paints styled. A stylesheet whose
 * text is known goes inline (no round trip before the first paint; decision 0043), followed by a disabled link to the
 * same file: the browser does not fetch it, and the lazy chunk's loader, which looks for a stylesheet link before
 * adding one, finds it and does not fetch the file again. The page's code is started after load (app-start.ts).
 */
export function styleTags(css: string[], styles: Readonly<Record<string, string>>): string {
  return css
    .map((href) =>
      styles[href] === undefined
        ? `<link rel="stylesheet" href="${href}" />`
        : `<style>${styleText(styles[href])}</style><link rel="stylesheet" href="${href}" disabled />`,
    )
    .join('\n    ');
}

/** The shell's own stylesheet links (the entry's CSS) replaced by their text where it is known. */
export function inlineShellStyles(template: string, styles: Readonly<Record<string, string>>): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
    styles[href] === undefined ? link : `<style>${styleText(styles[href])}</style>`,
  );
}

export const APP_HTML_START = '<!--app-html-->';
export const APP_HTML_END = '<!--/app-html-->';

/**
 * The built shell (web/dist/index.html) with the page put in: its head replaces the shell's title and description,
 * and the rendered app replaces the loading note between the app-html markers.
 */
export function htmlDocument(
  template: string,
  parts: { head: string; assets: string; app: string; state: string; language: string; htmlAttribute?: string },
): string {
  const start = template.indexOf(APP_HTML_START);
  const end = template.indexOf(APP_HTML_END);
  if (start < 0 || end < start) throw new Error('The SPA shell has no app-html markers; rebuild it (npm run build).');
  const withApp = template.slice(0, start) + parts.app + template.slice(end + APP_HTML_END.length);
  // Replacements by function: a `$` in a product's text is never read as a replacement pattern.
  return withApp
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${parts.language}"${parts.htmlAttribute ? ` ${parts.htmlAttribute}` : ''}`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${parts.head}\n    ${parts.assets}\n  </head>`)
    .replace('</body>', () => `  ${parts.state}\n  </body>`);
}

/** The largest picture's preload; with the picture's variants and slot, so the browser fetches the one it will show. */
function preloadLink(href: string, sizes: string | undefined, media?: string): string {
  const srcSet = sizes ? productImageSrcSet(href) : undefined;
  const variants = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  const forMedia = media ? ` media="${escapeHtml(media)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${variants}${forMedia} fetchpriority="high" />`;
}

/** The page's largest picture; where a narrow screen shows another, each screen's own (`<picture>`'s `media`). */
function preloadLinks({ preloadImage, preloadSizes, preloadNarrow }: PageHead): string[] {
  if (!preloadImage) return [];
  if (!preloadNarrow) return [preloadLink(preloadImage, preloadSizes)];
  return [
    preloadLink(preloadNarrow.href, undefined, preloadNarrow.media),
    preloadLink(preloadImage, preloadSizes, `not all and ${preloadNarrow.media}`),
  ];
}
