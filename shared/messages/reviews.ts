import type { InOtherLanguages } from '../rules/translations';

/** The reviews' refusals that the product page also says before anyone writes (issue 24, word for word). */
export const reviewRefusals = {
  /** A review from a customer with no delivered order holding the product. */
  notReceived: 'Only customers who received this product can review it.',
} as const;

export const reviewRefusalsIn: InOtherLanguages<typeof reviewRefusals> = {
  si: { notReceived: 'මෙම නිෂ්පාදනය ලැබුණු පාරිභෝගිකයින්ට පමණක් එය සමාලෝචනය කළ හැක.' },
  ta: { notReceived: 'இந்தப் பொருளைப் பெற்ற வாடிக்கையாளர்கள் மட்டுமே இதை மதிப்பாய்வு செய்யலாம்.' },
};
