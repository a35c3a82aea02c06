// With its extension: web/vite.config.ts imports this file, and a config's imports are loaded as they are written.
import { brand } from '../../../shared/brand.ts';

/**
 * The brand's colours and fonts live in shared/brand.ts (also used by the e-mails and the back-office theme); the
 * stylesheets read them as these CSS variables. The shell's inline style declares them too (web/vite.config.ts),
 * so a page that arrives as HTML paints in the brand's colours before any script runs.
 */
/**
 * Sinhala and Tamil letters in the shop's own fonts (web/src/styles/fonts.css, decision 0090); their faces cover only
 * those scripts, so Latin text falls through to the brand's fonts.
 */
const SCRIPT_FONTS = "'Noto Sans Sinhala', 'Noto Sans Tamil'";

export const BRAND_CSS_VARIABLES: Readonly<Record<string, string>> = {
  '--c-primary': brand.colors.primary,
  '--c-accent': brand.colors.accent,
  '--c-accent-on-primary': brand.colors.accentOnPrimary,
  '--c-ink': brand.colors.ink,
  '--c-paper': brand.colors.paper,
  '--c-muted': brand.colors.muted,
  '--c-danger': brand.colors.danger,
  '--font-body': `${SCRIPT_FONTS}, ${brand.fontFamily}`,
  '--font-heading': `${SCRIPT_FONTS}, ${brand.headingFontFamily}`,
  // Without the shop's Sinhala and Tamil faces, for a page in another language (web/src/styles/fonts.css).
  '--font-body-latin': brand.fontFamily,
  '--font-heading-latin': brand.headingFontFamily,
};

/** Sets the variables on the document, once, before the first render. */
export function applyBrandTheme(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(BRAND_CSS_VARIABLES)) root.style.setProperty(name, value);
}
