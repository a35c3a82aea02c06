import type { RouteBody, RouteResponse } from '../../../../../shared/routes';
import type { ReviewSort } from '../../../../../shared/rules/reviews';

export type { ReviewSort };

/** `GET /api/v2/product/{id}/reviews`'s `data`: the figures, one page of reviews and its pagination. */
export type ReviewsPage = RouteResponse<'reviews-list'>['data'];
export type ReviewSummaryData = ReviewsPage['summary'];
export type Review = ReviewsPage['reviews'][number];
/** What the form sends (POST and PUT). */
export type ReviewInput = RouteBody<'reviews-create'>;
