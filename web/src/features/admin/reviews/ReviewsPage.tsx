import { Alert, App } from 'antd';
import { useState } from 'react';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { adminKeys } from '../common/admin-keys';
import { useAdminQuery } from '../common/use-admin-query';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { AdminReviewCard } from './AdminReviewCard';
import { ReviewChangeModal, type ChangeKind } from './ReviewChangeModal';
import { ReviewFilters } from './ReviewFilters';
import { ADMIN_REVIEW_TEXTS, changeReview, fetchReviews, type AdminReview, type ReviewFilter } from './reviews-api';
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
  const { data, error, loading, reload } = useAdminQuery(
    adminKeys.reviews(page, filter.status, filter.productId, filter.rating),
    () => fetchReviews(filter, page),
    () => ADMIN_REVIEW_TEXTS.failed,
  );

  async function showAgain(review: AdminReview) {
    try {
      await changeReview(review.id, { status: 'published' });
      reload();
    } catch {
      void message.error('The review could not be shown again.');
    }
  }

  async function save(review: AdminReview, kind: ChangeKind, text: string) {
    await changeReview(
      review.id,
      kind === 'hide' ? { status: 'hidden', reason: text } : { status: review.status, reply: text },
    );
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
