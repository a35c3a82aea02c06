import { brand } from '../../../shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { config } from '../../lib/config';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

// Stands for a value while a sentence is escaped, so the HTML can make the value bold wherever the language puts it.
const BOLD_MARK = '\u0000';

/** `sentence(mark)` escaped, with `value` (escaped) in bold where the sentence put the mark. */
export const withBold = (sentence: (mark: string) => string, value: string) =>
  escapeHtml(sentence(BOLD_MARK)).replace(BOLD_MARK, `<strong>${escapeHtml(value)}</strong>`);

/** A mail's list of items ("Kesara Logo Tee — Size: M x 2"), escaped. */
export const itemListHtml = (items: string[]) =>
  `<ul style="margin:0;padding-left:18px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/**
 * Wraps a mail body in the shop's branded frame, so every mail looks like it comes from a real shop. A Sinhala or
 * Tamil mail says its language (`<html lang="si">`), so a mail app picks a font that shapes it; English as before.
 */
export function brandedHtml(title: string, bodyHtml: string, language: Language = DEFAULT_LANGUAGE): string {
  const { colors } = brand;
  const shopUrl = config().PUBLIC_BASE_URL;
  const lang = language === DEFAULT_LANGUAGE ? '' : ` lang="${language}"`;
  return `<!doctype html><html${lang}><body style="margin:0;background:${colors.paper};font-family:${brand.fontFamily};color:${colors.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:${colors.primary};padding:20px 28px;color:#fff;font-family:${brand.headingFontFamily};font-size:24px;letter-spacing:2px">${escapeHtml(brand.name.toUpperCase())}</td></tr>
<tr><td style="padding:28px"><h1 style="font-family:${brand.headingFontFamily};font-size:22px;margin:0 0 16px;color:${colors.primary}">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:${colors.paper};font-size:12px;color:${colors.muted}">${escapeHtml(brand.fullName)} · <a href="${shopUrl}" style="color:${colors.primary}">${escapeHtml(shopUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
}
