import * as z from 'zod/mini';
import { REVIEW_STATUSES } from '../rules/reviews';
import { answerLanguage } from './catalog';
import { ok } from './envelope';

/** A product's figures from its published reviews: the average (one decimal, 0 with none) and a count per star. */
export const reviewSummary = z.object({
  average: z.number(),
  count: z.number(),
  distribution: z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

const reply = z.nullable(z.object({ body: z.string(), created_at: z.string() }));

/** A review as shoppers see it (issue 24's wire format). */
export const publicReview = z.object({
  id: z.number(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  verified: z.literal(true),
  created_at: z.string(),
  reply,
});
export type PublicReview = z.infer<typeof publicReview>;

/** The author's own review: the public fields, its status and, while hidden, the shop's reason. */
export const ownReview = z.extend(publicReview, {
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.nullable(z.string()),
  updated_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReview>;

/** A review in the back-office: the author's own view with its product and customer. */
export const adminReview = z.extend(ownReview, {
  product_id: z.number(),
  product_name: z.string(),
  customer: z.object({ id: z.number(), email: z.string() }),
});
export type AdminReview = z.infer<typeof adminReview>;

const reviewPagination = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  perPage: z.number(),
  total: z.number(),
});

/** `GET /product/{id}/reviews`. */
export const productReviewsPage = ok({
  ...answerLanguage,
  data: z.object({ summary: reviewSummary, reviews: z.array(publicReview), pagination: reviewPagination }),
});
export type ProductReviewsPage = z.infer<typeof productReviewsPage>;

/** `GET /product/{id}/reviews/mine`: the caller's review if any, and whether they may write one. */
export const myReviewAnswer = ok({ data: z.object({ review: z.nullable(ownReview), can_review: z.boolean() }) });

export const ownReviewAnswer = ok({ data: ownReview });

export const adminReviewsPage = ok({ data: z.array(adminReview), pagination: reviewPagination });
export const adminReviewAnswer = ok({ data: adminReview });
