import { lazy, Suspense } from 'react';
import { useMyReview } from './api/get-my-review';

export const ONLY_RECEIVERS = 'Only customers who received this product can review it.';

const MyReviewPanel = lazy(() => import('./MyReviewPanel'));

/**
 * The signed-in customer's part of the reviews: the form and their own review once they received the product.
 * Everyone else (and the server-drawn page, which knows no session) reads why they cannot write one.
 */
export function MyReview({ productId }: { productId: string }) {
  const { state } = useMyReview(productId);
  if (!state || (!state.can_review && !state.review)) return <p className="rv-mine__note">{ONLY_RECEIVERS}</p>;
  return (
    <Suspense fallback={null}>
      <MyReviewPanel productId={productId} state={state} />
    </Suspense>
  );
}
