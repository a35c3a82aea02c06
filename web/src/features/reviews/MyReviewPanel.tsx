import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MyReviewState } from './api/get-my-review';
import { useMyReviewChanges } from './api/write-review';
import { WRITE_REVIEW_ANCHOR } from './review-texts';
import { ReviewForm } from './ReviewForm';

type Mode = 'view' | 'form' | 'confirm-delete';

/**
 * **Write a review** for a customer who received the product, then their review's state with Edit and Delete. Its
 * own chunk, with the form and its rules: only such a customer ever loads it.
 */
export default function MyReviewPanel({ productId, state }: { productId: string; state: MyReviewState }) {
  const { create, update, remove } = useMyReviewChanges(productId);
  const mine = state.review;
  // Opened from the mail's link: the form is open at once for a product not reviewed yet.
  const fromMail = useLocation().hash === `#${WRITE_REVIEW_ANCHOR}`;
  const [mode, setMode] = useState<Mode>(fromMail && !mine ? 'form' : 'view');
  const [deleteFailed, setDeleteFailed] = useState(false);

  if (mode === 'form')
    return (
      <div className="rv-mine">
        <ReviewForm
          initial={mine ? { rating: mine.rating, title: mine.title, body: mine.body } : undefined}
          submitLabel={mine ? 'Save review' : 'Post review'}
          send={async (input) => {
            await (mine ? update : create).mutateAsync(input);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      </div>
    );

  if (!mine)
    return (
      <div className="rv-mine">
        <button type="button" className="btn" onClick={() => setMode('form')}>
          Write a review
        </button>
      </div>
    );

  return (
    <div className="rv-mine">
      <p className="rv-mine__note">
        {mine.status === 'hidden'
          ? `Your review is hidden${mine.hidden_reason ? `: ${mine.hidden_reason}` : '.'}`
          : 'You reviewed this product.'}
      </p>
      {mode === 'confirm-delete' ? (
        <div className="rv-form__actions" role="group" aria-label="Delete your review for good?">
          <span>Delete your review for good?</span>
          <button
            type="button"
            className="btn"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => setMode('view'),
                onError: () => setDeleteFailed(true),
              })
            }
          >
            Yes, delete it
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setMode('view')}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="rv-form__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setMode('form')}>
            Edit your review
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setDeleteFailed(false);
              setMode('confirm-delete');
            }}
          >
            Delete your review
          </button>
        </div>
      )}
      {deleteFailed && <p role="alert">Your review could not be deleted. Please try again.</p>}
    </div>
  );
}
