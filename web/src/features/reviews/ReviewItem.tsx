import { StarRating } from '../../components/StarRating';
import { useText } from '../../lib/i18n';
import { useShortDate } from '../../lib/i18n/use-short-date';
import type { Review } from './api/review-types';

/** One review: stars, title, text, author, date, "Verified buyer" and the shop's reply under it. */
export function ReviewItem({ review }: { review: Review }) {
  const text = useText();
  const shortDate = useShortDate();
  return (
    <li className="rv-item">
      <article aria-label={text('reviews.byAuthor', { title: review.title, author: review.author })}>
        <StarRating rating={review.rating} />
        <h3 className="rv-item__title">{review.title}</h3>
        <p className="rv-item__meta">
          <span className="rv-item__author">{review.author}</span>
          <time dateTime={review.created_at}>{shortDate(review.created_at)}</time>
          {review.verified && <span className="rv-item__verified">{text('reviews.verified')}</span>}
        </p>
        <p className="rv-item__body">{review.body}</p>
        {review.reply && (
          <div className="rv-item__reply">
            <p className="rv-item__reply-head">
              <strong>{text('reviews.reply')}</strong>
              <time dateTime={review.reply.created_at}>{shortDate(review.reply.created_at)}</time>
            </p>
            <p className="rv-item__body">{review.reply.body}</p>
          </div>
        )}
      </article>
    </li>
  );
}
