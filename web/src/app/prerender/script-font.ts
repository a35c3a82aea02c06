import type { Language } from '../../../../shared/rules/languages';
import { escapeHtml } from './html-document';

/**
 * The font files each language's letters need first (its regular and bold weights: the home's hero and a product's
 * name are bold), by the names Vite gave them in the build.
 */
const SCRIPT_FONT_FILES: Partial<Record<Language, RegExp[]>> = {
  si: [400, 700].map((weight) => new RegExp(`/assets/noto-sans-sinhala-${weight}-[\\w-]+\\.woff2`)),
  ta: [400, 700].map((weight) => new RegExp(`/assets/noto-sans-tamil-tamil-${weight}-normal-[\\w-]+\\.woff2`)),
};

/**
 * A Sinhala or Tamil page fetches its script's fonts with the page rather than after the first layout (decision
 * 0090), so the text is drawn in them at once: a bold weight found only at layout swapped in late and moved the
 * hero's text (CLS 0.03-0.07, decision 0092). Found in the client build's CSS; none for English.
 */
export function scriptFontPreload(language: Language, styles: Readonly<Record<string, string>>): string {
  const css = Object.values(styles);
  return (SCRIPT_FONT_FILES[language] ?? [])
    .map((file) => css.map((sheet) => file.exec(sheet)?.[0]).find(Boolean))
    .filter(Boolean)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`)
    .join('');
}

/** Each script's font family (web/src/styles/fonts.css) and a letter of its range, which makes a face load. */
const SCRIPT_FONT_FAMILIES: Partial<Record<Language, { family: string; letter: string }>> = {
  si: { family: 'Noto Sans Sinhala', letter: '\u0D85' },
  ta: { family: 'Noto Sans Tamil', letter: '\u0B85' },
};

/**
 * While the attribute is there: the header's contents and `main` hidden, except the pictures at the top of a home or a
 * product page (nothing moves them), so the header's bar and the largest picture show at once; the words show after
 * three seconds at most, as a browser's own `font-display: block` would. Drawn first in a fallback (boxes, where the
 * device has no such font), they took other widths and lines, and the hero, the header, a category's heading and a
 * product's options moved when the font swapped in; a category's pictures wait too, as its heading's lines move them.
 * Inline in the Sinhala and Tamil pages alone: an English page's first view would carry it for nothing (decision
 * 0043's budget).
 */
const WAIT_STYLE =
  'html[data-script-font=pending] :is(.site-header>*,.shell__main){visibility:hidden;animation:script-font-waited 0s 3s forwards}' +
  'html[data-script-font=pending] :is(.hero__media,.pp-gallery__stage img){visibility:visible}' +
  '@keyframes script-font-waited{to{visibility:visible}}';

/**
 * On a Sinhala or Tamil page, the first screen's words wait for their font (decisions 0103, 0121):
 * `<html data-script-font="pending">` and the style hide them, and web/public/start-app.js, given the faces and a letter
 * of their range, shows them once both weights are in. Null for English, whose fallback has the same letters.
 */
export function scriptFontWait(
  language: Language,
): { htmlAttribute: string; head: string; startAppAttributes: string } | null {
  const font = SCRIPT_FONT_FAMILIES[language];
  if (!font) return null;
  const faces = [400, 700].map((weight) => `${weight} 1em "${font.family}"`).join('|');
  return {
    htmlAttribute: 'data-script-font="pending"',
    head: `<style>${WAIT_STYLE}</style>`,
    startAppAttributes: `data-faces="${escapeHtml(faces)}" data-letter="${font.letter}"`,
  };
}
