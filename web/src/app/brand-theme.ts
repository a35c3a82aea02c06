import { brand } from '../../../shared/brand';

/**
 * The brand's colours and fonts live in shared/brand.ts (also used by the e-mails and the back-office theme); the
 * stylesheets read them as CSS variables set here, once, before the first render.
 */
export function applyBrandTheme(root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--c-primary': brand.colors.primary,
    '--c-accent': brand.colors.accent,
    '--c-accent-on-primary': brand.colors.accentOnPrimary,
    '--c-ink': brand.colors.ink,
    '--c-paper': brand.colors.paper,
    '--c-muted': brand.colors.muted,
    '--c-danger': brand.colors.danger,
    '--font-body': brand.fontFamily,
    '--font-heading': brand.headingFontFamily,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
