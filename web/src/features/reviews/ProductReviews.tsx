import { useState } from 'react';
import { Loading } from '../../components/Loading';
import { useText } from '../../lib/i18n';
import { FIRST_PAGE, useReviews } from './api/get-reviews';
import type { ReviewSort } from './api/review-types';
import { MyReview } from './MyReview';
import { ReviewItem } from './ReviewItem';
import { ReviewSortSelect } from './ReviewSortSelect';
import { ReviewsPager } from './ReviewsPager';
import { ReviewSummary } from './ReviewSummary';
import './reviews.css';

/**
 * The product page's reviews, below its description: the summary, the customer's own review or its form, then the
 * reviews 10 a page. The server-drawn page carries the summary and the first page (newest first), so the browser
 * draws the same at hydration and nothing moves.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>(FIRST_PAGE.sort);
  const [page, setPage] = useState<number>(FIRST_PAGE.page);
  const query = useReviews(productId, sort, page);
  const data = query.data;
  const text = useText();

  return (
    <section className="rv" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="rv__heading">
        {text('reviews.heading')}
      </h2>
      {!data && query.isPending && <Loading text={text('reviews.loading')} />}
      {!data && query.isError && <p className="rv__empty">{text('reviews.failed')}</p>}
      {data &&
        (data.summary.count > 0 ? (
          <ReviewSummary summary={data.summary} />
        ) : (
          <p className="rv__empty">{text('reviews.none')}</p>
        ))}
      <MyReview productId={productId} />
      {data && data.reviews.length > 0 && (
        <>
          <ReviewSortSelect
            value={sort}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
          <ol className="rv-list" aria-busy={query.isPlaceholderData}>
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
          <ReviewsPager page={data.pagination.currentPage} totalPages={data.pagination.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
