/**
 * How many SMS segments a text takes (3GPP TS 23.038). A text of GSM-7 characters only is sent in 7-bit septets:
 * 160 in one segment, 153 a part once it is split (the rest of each part carries the header that joins them); the
 * extension table's characters take two septets (an escape and the character). One character outside GSM-7 (a
 * Sinhala or Tamil letter, an emoji, a curly quote) sends the whole text as UCS-2: 70 UTF-16 code units in one
 * segment, 67 a part, so an emoji (a surrogate pair) counts 2. A part never splits an escape pair or a surrogate pair.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** The units each character (code point) takes, in the encoding the whole text needs. */
function unitsOf(text: string): { encoding: SmsEncoding; units: number[] } {
  const chars = Array.from(text);
  if (chars.every((c) => basic.has(c) || extension.has(c)))
    return { encoding: 'GSM-7', units: chars.map((c) => (extension.has(c) ? 2 : 1)) };
  return { encoding: 'UCS-2', units: chars.map((c) => c.length) };
}

export function smsSize(text: string): SmsSize {
  const { encoding, units } = unitsOf(text);
  const total = units.reduce((sum, u) => sum + u, 0);
  const limits = LIMITS[encoding];
  if (total <= limits.single) return { encoding, units: total, segments: total === 0 ? 0 : 1 };
  let segments = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > limits.part) {
      segments++;
      used = 0;
    }
    used += u;
  }
  return { encoding, units: total, segments };
}

/** The most segments any message of the shop may take. */
export const MAX_SMS_SEGMENTS = 2;

export const fitsSms = (text: string): boolean => smsSize(text).segments <= MAX_SMS_SEGMENTS;
