import { firstLetters } from '../text/letters';

/** Reviews (issue 24): the stars, the pages, the author's shown name and the arithmetic of a product's figures. */
export const STARS = [5, 4, 3, 2, 1] as const;
export type Star = (typeof STARS)[number];

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEWS_PAGE_SIZE = 10;
/** The reviews a product page's JSON-LD carries. */
export const REVIEWS_IN_PAGE_DATA = 5;
/** The review-request mail goes this long after an order is delivered. */
export const REVIEW_REQUEST_DELAY_DAYS = 7;

/** A product's figures: published reviews only. Kept on the product and changed by ADD, never rewritten. */
export interface ReviewFigures {
  count: number;
  sum: number;
  stars: Record<Star, number>;
}

/** What a review adds to its product's figures: its stars while it is published, nothing otherwise. */
export interface CountedReview {
  rating: Star;
  status: ReviewStatus;
}

const noStars = (): Record<Star, number> => ({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
export const NO_FIGURES: ReviewFigures = { count: 0, sum: 0, stars: noStars() };

function share(review: CountedReview | null): ReviewFigures {
  if (!review || review.status !== 'published') return NO_FIGURES;
  return { count: 1, sum: review.rating, stars: { ...noStars(), [review.rating]: 1 } };
}

/**
 * How a product's figures move when one review goes from `before` to `after` (null: absent): written, edited,
 * deleted, hidden or shown again. Added to the stored figures as is, so concurrent changes add up exactly.
 */
export function figuresChange(before: CountedReview | null, after: CountedReview | null): ReviewFigures {
  const [was, is] = [share(before), share(after)];
  const stars = noStars();
  for (const star of STARS) stars[star] = is.stars[star] - was.stars[star];
  return { count: is.count - was.count, sum: is.sum - was.sum, stars };
}

export const isNoChange = (f: ReviewFigures) => f.count === 0 && f.sum === 0 && STARS.every((s) => f.stars[s] === 0);

/** The average with one decimal (half up), 0 with no reviews. */
export function averageOf(f: Pick<ReviewFigures, 'count' | 'sum'>): number {
  return f.count > 0 ? Math.round((f.sum * 10) / f.count) / 10 : 0;
}

/** The contract's `reviews`: the count in thousands (12 reviews is 0.012). */
export const countInThousands = (count: number) => count / 1000;

/**
 * "Dilan J.": the first name and the last name's initial; a one-word name shows as it is. The initial is a whole
 * letter as a reader sees it: a Sinhala or Tamil letter keeps its vowel sign (වී, not ව).
 */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = firstLetters(lastName.trim(), 1);
  if (!first) return initial ? `${initial.toUpperCase()}.` : 'Customer';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The first and last word of a full name, for accounts that kept only `name`. */
export function nameParts(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.length > 1 ? words[words.length - 1]! : '' };
}
