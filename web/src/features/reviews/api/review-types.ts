/** The reviews' wire format (issue 24): what `GET /api/v2/product/{id}/reviews` answers in `data`. */
export type ReviewSort = 'newest' | 'highest' | 'lowest';

export const REVIEW_SORTS: ReadonlyArray<{ value: ReviewSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rating' },
  { value: 'lowest', label: 'Lowest rating' },
];

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface ReviewSummaryData {
  average: number;
  count: number;
  distribution: Record<`${Stars}`, number>;
}

export interface Review {
  id: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  verified: boolean;
  created_at: string;
  reply: { body: string; created_at: string } | null;
}

export interface ReviewsPage {
  summary: ReviewSummaryData;
  reviews: Review[];
  pagination: { currentPage: number; totalPages: number; perPage: number; total: number };
}

export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}
