import { lazy, Suspense } from 'react';
import { useMyReview } from './api/get-my-review';
import { useText } from '../../lib/i18n';
import { WRITE_REVIEW_ANCHOR } from './review-texts';

const MyReviewPanel = lazy(() => import('./MyReviewPanel'));

/**
 * The signed-in customer's part of the reviews: the form and their own review once they received the product.
 * Everyone else (and the server-drawn page, which knows no session) reads why they cannot write one.
 */
export function MyReview({ productId }: { productId: string }) {
  const { state } = useMyReview(productId);
  const text = useText();
  return (
    // The review-request mail links each product's form by this anchor (REVIEW_FORM_ANCHOR in functions/domain/mail).
    <div id={WRITE_REVIEW_ANCHOR}>
      {!state || (!state.can_review && !state.review) ? (
        <p className="rv-mine__note">{text('reviews.onlyReceivers')}</p>
      ) : (
        <Suspense fallback={null}>
          <MyReviewPanel productId={productId} state={state} />
        </Suspense>
      )}
    </div>
  );
}
