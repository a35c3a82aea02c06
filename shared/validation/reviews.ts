import * as z from 'zod/mini';
import { REVIEW_SORTS, REVIEW_STATUSES, type ReviewSort } from '../rules/reviews';
import { letterCount } from '../text/letters';
import { atMostLetters, chooseOneOf, fieldMessagesIn } from './fields';
import { languageParam } from './language';
import type { InOtherLanguages } from '../rules/translations';

/** The texts of the review form and the back-office's review answers (issue 24). */
export const reviewMessages = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  title: 'Please give your review a title.',
  titleTooLong: 'Please keep the title to 100 characters or fewer.',
  body: 'Please write at least 10 characters about the product.',
  bodyTooLong: 'Please keep your review to 2000 characters or fewer.',
  controlCharacters: 'Please use plain text only.',
  sort: chooseOneOf(REVIEW_SORTS),
  status: chooseOneOf(REVIEW_STATUSES),
  reasonTooLong: 'Please keep the reason to 500 characters or fewer.',
  /** Hiding a review that has no reason yet (checked by the flow, which knows the review). */
  reasonRequired: 'Please give the reason the author will see.',
  replyTooLong: 'Please keep the reply to 2000 characters or fewer.',
  filterRating: 'Please choose a rating from 1 to 5.',
  productId: 'Please choose a product by its number.',
} as const;

export const reviewMessagesIn: InOtherLanguages<typeof reviewMessages> = {
  si: {
    rating: 'කරුණාකර තරු 1 සිට 5 දක්වා ශ්‍රේණිගත කිරීමක් තෝරන්න.',
    title: 'කරුණාකර ඔබේ සමාලෝචනයට මාතෘකාවක් දෙන්න.',
    titleTooLong: 'කරුණාකර මාතෘකාව අක්ෂර 100ක් හෝ ඊට අඩුවෙන් තබන්න.',
    body: 'කරුණාකර නිෂ්පාදනය ගැන අවම වශයෙන් අක්ෂර 10ක් ලියන්න.',
    bodyTooLong: 'කරුණාකර ඔබේ සමාලෝචනය අක්ෂර 2000ක් හෝ ඊට අඩුවෙන් තබන්න.',
    controlCharacters: 'කරුණාකර සාමාන්‍ය පාඨය පමණක් භාවිත කරන්න.',
    sort: fieldMessagesIn.si.chooseOneOf.replace('{0}', REVIEW_SORTS.join(', ')),
    status: fieldMessagesIn.si.chooseOneOf.replace('{0}', REVIEW_STATUSES.join(', ')),
    reasonTooLong: 'කරුණාකර හේතුව අක්ෂර 500ක් හෝ ඊට අඩුවෙන් තබන්න.',
    reasonRequired: 'කරුණාකර කතුවරයාට පෙනෙන හේතුව දෙන්න.',
    replyTooLong: 'කරුණාකර පිළිතුර අක්ෂර 2000ක් හෝ ඊට අඩුවෙන් තබන්න.',
    filterRating: 'කරුණාකර 1 සිට 5 දක්වා ශ්‍රේණිගත කිරීමක් තෝරන්න.',
    productId: 'කරුණාකර නිෂ්පාදනයක් එහි අංකයෙන් තෝරන්න.',
  },
  ta: {
    rating: 'தயவுசெய்து 1 முதல் 5 நட்சத்திரங்கள் வரை ஒரு மதிப்பீட்டைத் தேர்ந்தெடுக்கவும்.',
    title: 'தயவுசெய்து உங்கள் மதிப்பாய்வுக்கு ஒரு தலைப்பைத் தரவும்.',
    titleTooLong: 'தயவுசெய்து தலைப்பை 100 எழுத்துகள் அல்லது அதற்குக் குறைவாக வைக்கவும்.',
    body: 'தயவுசெய்து பொருளைப் பற்றிக் குறைந்தது 10 எழுத்துகள் எழுதவும்.',
    bodyTooLong: 'தயவுசெய்து உங்கள் மதிப்பாய்வை 2000 எழுத்துகள் அல்லது அதற்குக் குறைவாக வைக்கவும்.',
    controlCharacters: 'தயவுசெய்து சாதாரண உரையை மட்டும் பயன்படுத்தவும்.',
    sort: fieldMessagesIn.ta.chooseOneOf.replace('{0}', REVIEW_SORTS.join(', ')),
    status: fieldMessagesIn.ta.chooseOneOf.replace('{0}', REVIEW_STATUSES.join(', ')),
    reasonTooLong: 'தயவுசெய்து காரணத்தை 500 எழுத்துகள் அல்லது அதற்குக் குறைவாக வைக்கவும்.',
    reasonRequired: 'தயவுசெய்து எழுதியவர் காணும் காரணத்தைத் தரவும்.',
    replyTooLong: 'தயவுசெய்து பதிலை 2000 எழுத்துகள் அல்லது அதற்குக் குறைவாக வைக்கவும்.',
    filterRating: 'தயவுசெய்து 1 முதல் 5 வரை ஒரு மதிப்பீட்டைத் தேர்ந்தெடுக்கவும்.',
    productId: 'தயவுசெய்து ஒரு பொருளை அதன் எண்ணால் தேர்ந்தெடுக்கவும்.',
  },
};

// Control characters other than line breaks and tabs have no place in a review (plain text, escaped everywhere).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed plain text of `min`-`max` characters. */
function plainText(min: number, max: number, missing: string, tooLong: string) {
  return z.string({ error: missing }).check(
    z.trim(),
    z.refine((v) => letterCount(v) >= min, { error: missing, abort: true }),
    atMostLetters(max, { error: tooLong, abort: true }),
    z.refine((v) => !CONTROL.test(v), { error: reviewMessages.controlCharacters }),
  );
}

/** Optional text of at most `max` characters; empty reads as none. */
function optionalPlainText(max: number, tooLong: string) {
  return z.optional(
    z.nullable(
      z.string({ error: tooLong }).check(
        z.trim(),
        atMostLetters(max, { error: tooLong, abort: true }),
        z.refine((v) => !CONTROL.test(v), { error: reviewMessages.controlCharacters }),
      ),
    ),
  );
}

/** POST and PUT `/product/{id}/reviews[/mine]`. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: reviewMessages.rating })
    .check(
      z.int({ error: reviewMessages.rating }),
      z.gte(1, { error: reviewMessages.rating }),
      z.lte(5, { error: reviewMessages.rating }),
    ),
  title: plainText(1, 100, reviewMessages.title, reviewMessages.titleTooLong),
  body: plainText(10, 2000, reviewMessages.body, reviewMessages.bodyTooLong),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

const lenient = z.catch(z.optional(z.string()), undefined);

/** `?page=&sort=`: a page that is not a number reads as the first (contract 6.9); an unknown order is a 422. */
export const reviewsQuerySchema = z.object({
  page: lenient,
  sort: z.pipe(
    z.optional(z.union([z.literal(''), z.enum(REVIEW_SORTS)], { error: reviewMessages.sort })),
    z.transform((v: '' | ReviewSort | undefined): ReviewSort => v || 'newest'),
  ),
  /** Issue 34: the answer's language (its reviews are the authors' own words; `lang` is said beside `status`). */
  lang: languageParam,
});

/** One of `allowed`, or any when empty or missing. */
const anyOrOneOf = <const T extends readonly [string, ...string[]]>(allowed: T, error: string) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(allowed)], { error })),
    z.transform((v: '' | T[number] | undefined) => (v === '' ? undefined : v)),
  );

/** The back-office list: `?status=&product_id=&rating=&page=`. */
export const adminReviewsQuerySchema = z.object({
  page: lenient,
  status: anyOrOneOf(REVIEW_STATUSES, reviewMessages.status),
  rating: anyOrOneOf(['1', '2', '3', '4', '5'], reviewMessages.filterRating),
  product_id: z.pipe(
    z.optional(z.string().check(z.regex(/^(\d{1,12})?$/, { error: reviewMessages.productId }))),
    z.transform((v: string | undefined) => (v ? Number(v) : undefined)),
  ),
});

/** `PUT /admin/reviews/{id}`: hide (with a reason the author sees) or show, and answer with a reply (empty: none). */
export const moderateReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: reviewMessages.status }),
  reason: optionalPlainText(500, reviewMessages.reasonTooLong),
  reply: optionalPlainText(2000, reviewMessages.replyTooLong),
});
export type ModerateReviewInput = z.infer<typeof moderateReviewSchema>;
