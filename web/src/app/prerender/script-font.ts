import type { Language } from '../../../../shared/rules/languages';

/** The font file each language's letters need first (its regular weight), by the name Vite gave it in the build. */
const SCRIPT_FONT_FILE: Partial<Record<Language, RegExp>> = {
  si: /\/assets\/noto-sans-sinhala-sinhala-400-normal-[\w-]+\.woff2/,
  ta: /\/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2/,
};

/**
 * A Sinhala or Tamil page fetches its script's font with the page rather than after the first layout (decision
 * 0090), so the text swaps to it early or is drawn in it at once. Found in the client build's CSS; none for English.
 */
export function scriptFontPreload(language: Language, styles: Readonly<Record<string, string>>): string {
  const file = SCRIPT_FONT_FILE[language];
  const href =
    file &&
    Object.values(styles)
      .map((css) => file.exec(css)?.[0])
      .find(Boolean);
  return href ? `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />` : '';
}
