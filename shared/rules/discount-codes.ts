import type { Category } from './catalogue';
import { formatLkr } from './money';
import type { InOtherLanguages } from './translations';

/** What a discount code gives: a percent off the lines it covers, LKR off them, or the delivery of the order. */
export const DISCOUNT_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * A code's one name, for the admin's create, a code in a path and the shopper's text alike: trimmed, a-z folded to
 * A-Z, every other character left as it is. `toUpperCase` would fold look-alikes into a live code (the ligature ﬁ to
 * FI, the dotless ı to I); left alone they name no code, so the shopper reads "This code does not exist.".
 */
export const normalizeCode = (code: string) => code.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/** The shopper's refusals, word for word (issue 21); each is answered under the Discount code field. */
export const codeRefusals = {
  unknown: 'This code does not exist.',
  notYet: 'This code is not active yet.',
  expired: 'This code has expired.',
  /** `amount` as the shop writes money: `formatLkr(minSubtotal)`. */
  minSubtotal: (amount: string) => `Spend at least ${amount} to use this code.`,
  noItems: 'This code does not apply to the items in your cart.',
  alreadyUsed: 'You have already used this code.',
  limitReached: 'This code has reached its usage limit.',
} as const;

export const codeRefusalsIn: InOtherLanguages<typeof codeRefusals> = {
  si: {
    unknown: 'මෙම කේතය නොපවතී.',
    notYet: 'මෙම කේතය තවම සක්‍රිය නැත.',
    expired: 'මෙම කේතය කල් ඉකුත් වී ඇත.',
    minSubtotal: 'මෙම කේතය භාවිත කිරීමට අවම වශයෙන් {0} ක මිලදී ගැනීමක් කරන්න.',
    noItems: 'මෙම කේතය ඔබේ කරත්තයේ ඇති භාණ්ඩවලට අදාළ නොවේ.',
    alreadyUsed: 'ඔබ දැනටමත් මෙම කේතය භාවිත කර ඇත.',
    limitReached: 'මෙම කේතය එහි භාවිත සීමාවට ළඟා වී ඇත.',
  },
  ta: {
    unknown: 'இந்தக் குறியீடு இல்லை.',
    notYet: 'இந்தக் குறியீடு இன்னும் செயலில் இல்லை.',
    expired: 'இந்தக் குறியீடு காலாவதியாகிவிட்டது.',
    minSubtotal: 'இந்தக் குறியீட்டைப் பயன்படுத்த குறைந்தது {0} க்கு வாங்கவும்.',
    noItems: 'இந்தக் குறியீடு உங்கள் கூடையிலுள்ள பொருட்களுக்குப் பொருந்தாது.',
    alreadyUsed: 'இந்தக் குறியீட்டை நீங்கள் ஏற்கனவே பயன்படுத்திவிட்டீர்கள்.',
    limitReached: 'இந்தக் குறியீடு அதன் பயன்பாட்டு வரம்பை எட்டிவிட்டது.',
  },
};

/** A code's terms as the back-office sets them (money in LKR; dates ISO). */
export interface DiscountTerms {
  /** The API's `type` (the table's items keep `type` for what an item is). */
  kind: DiscountType;
  /** Percent (1-100) for `percent`, LKR for `fixed`, 0 for `free_shipping`. */
  value: number;
  minSubtotal?: number;
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number;
  /** Absent: no limit per customer. */
  perCustomerLimit?: number;
  /** Empty: every category. */
  categories: Category[];
  active: boolean;
}

/** "10% off", "LKR 500.00 off", "Free shipping": what the back-office list says a code gives. */
export function codeGives(terms: Pick<DiscountTerms, 'kind' | 'value' | 'categories'>): string {
  const what =
    terms.kind === 'percent'
      ? `${terms.value}% off`
      : terms.kind === 'fixed'
        ? `${formatLkr(terms.value)} off`
        : 'Free shipping';
  return terms.categories.length ? `${what} (${terms.categories.join(', ')})` : what;
}
