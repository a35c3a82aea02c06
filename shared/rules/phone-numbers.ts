/**
 * Phone numbers as the SMS provider takes them: E.164 (`+94771234567`). Customers type a Sri Lankan number in many
 * ways: `0771234567`, `771234567`, `+94 77 123 4567`, `0094 77-123-4567`, `+94 (0)77 123 4567`. The shop texts
 * Sri Lankan mobiles only (+94 7X, nine digits after 94): a land line cannot receive an SMS, and a sender ID is
 * registered for Sri Lanka alone, so anything else answers null and is not texted.
 */
/** Any number in E.164: a plus, a country code and up to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

const SEPARATORS = /[\s\-.()/]/g;
const SRI_LANKAN = /^(?:(?:\+|00)?94)?0?(\d{9})$/;
const MOBILE = /^7\d{8}$/;

/** The Sri Lankan number in E.164, mobile or land line (nine national digits), or null. */
export function sriLankanE164(raw: string): string | null {
  const digits = raw.replace(SEPARATORS, '');
  const national = SRI_LANKAN.exec(digits)?.[1];
  return national && !national.startsWith('0') ? `+94${national}` : null;
}

/**
 * A phone as the shop compares and counts it (door refusals, a guest's checkouts and codes, finding a guest's order):
 * a Sri Lankan number in E.164 however it was typed, any other without its spaces.
 */
export const phoneKey = (raw: string): string => sriLankanE164(raw) ?? raw.replace(/\s+/g, '');

/** The number an SMS can go to: a Sri Lankan mobile in E.164, or null. */
export function smsNumber(raw: string): string | null {
  const e164 = sriLankanE164(raw);
  return e164 && MOBILE.test(e164.slice(3)) ? e164 : null;
}
