import { groupedDecimal } from '../../../../shared/rules/number-text';
import type { Language } from '../../../../shared/rules/languages';

/** The rupee's sign as si-LK and ta-LK write it, followed by a no-break space. */
const RUPEE_SIGN: Readonly<Record<Exclude<Language, 'en'>, string>> = { si: 'රු.\u00a0', ta: 'Rs.\u00a0' };

/** Tamil groups the whole part as India does: the last three digits, then twos (12,34,567). */
const lakhGrouped = (whole: string) => whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');

/**
 * An LKR amount as Intl writes it for si-LK (`රු. 1,234,567.50`) and ta-LK (`Rs. 12,34,567.50`), written out
 * rather than asked of the browser's Intl (decision 0092): a browser without Sinhala locale data (Debian's Chromium)
 * printed `LKR 12,345.50` where the server printed `රු. 12,345.50`, a hydration mismatch, and a page's first Intl
 * number format costs 55-120 ms (decision 0043). tests/unit/written-forms.test.ts holds it to Node's Intl.
 */
export function writtenLkr(language: Exclude<Language, 'en'>, amount: number): string {
  const text = groupedDecimal(Math.abs(amount), 2);
  const sign = amount < 0 ? '-' : '';
  const [whole, fraction] = text.split('.');
  const digits = language === 'ta' ? `${lakhGrouped(whole.replaceAll(',', ''))}.${fraction}` : text;
  return `${sign}${RUPEE_SIGN[language]}${digits}`;
}
