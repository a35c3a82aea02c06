import { Alert, App } from 'antd';
import { useState } from 'react';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { AdminReviewCard } from './AdminReviewCard';
import { ReviewChangeModal, type ChangeKind } from './ReviewChangeModal';
import { ReviewFilters } from './ReviewFilters';
import { useChangeReview } from './api/change-review';
import { ADMIN_REVIEW_TEXTS, useAdminReviews, type AdminReview, type ReviewFilter } from './api/get-reviews';
import './reviews.css';

/**
 * Reviews (issue 24; admin and staff): every review, filtered by status, product and rating; each can be hidden
 * with a reason its author sees, shown again, or answered with a reply shown under it on the product page.
 */
export default function ReviewsPage() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ReviewFilter>({ status: '', productId: '', rating: '' });
  const [page, setPage] = usePageReset(`${filter.status}|${filter.productId}|${filter.rating}`);
  const [editing, setEditing] = useState<{ review: AdminReview; kind: ChangeKind }>();
  const reviews = useAdminReviews(filter, page);
  const { data, isFetching: loading } = reviews;
  const error = reviews.isError ? ADMIN_REVIEW_TEXTS.failed : null;
  const reload = () => void reviews.refetch();
  const change = useChangeReview();

  async function showAgain(review: AdminReview) {
    try {
      await change.mutateAsync({ id: review.id, change: { status: 'published' } });
      reload();
    } catch {
      void message.error('The review could not be shown again.');
    }
  }

  async function save(review: AdminReview, kind: ChangeKind, text: string) {
    await change.mutateAsync({
      id: review.id,
      change: kind === 'hide' ? { status: 'hidden', reason: text } : { status: review.status, reply: text },
    });
    reload();
  }

  return (
    <div className="admin-page">
      <PageHeader title="Reviews" />
      <ReviewFilters value={filter} onChange={setFilter} />
      {error && <Alert type="error" showIcon title={error} />}
      {data && !error && (
        <>
          <p className="admin-page__count" aria-live="polite">
            {`${data.pagination.total} ${data.pagination.total === 1 ? 'review' : 'reviews'}`}
          </p>
          {data.reviews.length === 0 ? (
            <p className="admin-page__empty">{ADMIN_REVIEW_TEXTS.empty}</p>
          ) : (
            <div className="admin-reviews__list" aria-busy={loading}>
              {data.reviews.map((review) => (
                <AdminReviewCard
                  key={review.id}
                  review={review}
                  onChange={(kind) => setEditing({ review, kind })}
                  onShow={() => void showAgain(review)}
                />
              ))}
            </div>
          )}
          <AdminPager
            label="Review pages"
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onChange={setPage}
          />
        </>
      )}
      {editing && (
        <ReviewChangeModal
          kind={editing.kind}
          initial={editing.kind === 'reply' ? (editing.review.reply?.body ?? '') : ''}
          save={(text) => save(editing.review, editing.kind, text)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
