import type { CodeTermsBody, DiscountCode } from './api/get-discount-codes';

/** Colombo is UTC+05:30 all year: the form shows and takes its dates in Colombo time, the API speaks ISO. */
const COLOMBO_OFFSET_MS = 5.5 * 3600 * 1000;

/** An ISO instant as a `datetime-local` value in Colombo time. */
export const colomboInput = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + COLOMBO_OFFSET_MS).toISOString().slice(0, 16) : '';

/** A `datetime-local` value typed in Colombo time as an ISO instant (null when empty). */
export const isoFromColombo = (value: string) => (value ? new Date(`${value}:00+05:30`).toISOString() : null);

/** "1 Nov 2026 - 30 Nov 2026" in Colombo time, or what is open. */
export function validDates(code: Pick<DiscountCode, 'starts_at' | 'ends_at'>): string {
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Colombo',
    });
  if (!code.starts_at && !code.ends_at) return 'Always';
  if (!code.ends_at) return `From ${day(code.starts_at!)}`;
  if (!code.starts_at) return `Until ${day(code.ends_at)}`;
  return `${day(code.starts_at)} - ${day(code.ends_at)}`;
}

export const usesText = (code: Pick<DiscountCode, 'uses' | 'usage_limit'>) =>
  `${code.uses} / ${code.usage_limit ?? '∞'}`;

/** A code's terms as they are, to send again with one change (Deactivate). */
export const termsOfCode = (c: DiscountCode): CodeTermsBody => ({
  type: c.type,
  value: c.type === 'free_shipping' ? undefined : c.value,
  min_subtotal: c.min_subtotal,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  usage_limit: c.usage_limit,
  per_customer_limit: c.per_customer_limit,
  categories: c.categories,
  active: c.active,
});
