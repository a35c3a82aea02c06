import { reviewRefusals } from '../../../shared/messages/reviews';
import type { InOtherLanguages } from '../../../shared/rules/translations';
import { declareErrors } from '../../lib/domain-error';

/** The reviews' refusals (decision 0068). */
export const reviewErrors = declareErrors({
  /** A review from a customer with no delivered order holding the product (issue 24). */
  'not-received': { answer: 'forbidden' },
  /** One review per customer per product. */
  'already-reviewed': { answer: 'conflict' },
  /** A review kept changing under an edit or a moderation (many writes at once). */
  'review-busy': { answer: 'conflict' },
});

export const notReceived = () => reviewErrors.create('not-received', reviewRefusals.notReceived);

/** The review refusals only the server says, word for word, and in Sinhala and Tamil (issue 34). */
export const reviewServerRefusals = {
  alreadyReviewed: 'You have already reviewed this product.',
  busy: 'This review is being changed elsewhere. Please reload and try again.',
} as const;

export const reviewServerRefusalsIn: InOtherLanguages<typeof reviewServerRefusals> = {
  si: {
    alreadyReviewed: 'ඔබ දැනටමත් මෙම නිෂ්පාදනය සමාලෝචනය කර ඇත.',
    busy: 'මෙම සමාලෝචනය වෙනත් තැනක වෙනස් වෙමින් පවතී. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
  },
  ta: {
    alreadyReviewed: 'இந்தப் பொருளை நீங்கள் ஏற்கனவே மதிப்பாய்வு செய்துவிட்டீர்கள்.',
    busy: 'இந்த மதிப்பாய்வு வேறோர் இடத்தில் மாற்றப்படுகிறது. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.',
  },
};

export const alreadyReviewed = () => reviewErrors.create('already-reviewed', reviewServerRefusals.alreadyReviewed);

export const reviewBusy = () => reviewErrors.create('review-busy', reviewServerRefusals.busy);
