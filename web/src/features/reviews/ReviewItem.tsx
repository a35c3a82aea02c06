import { shortDate } from '../../../../shared/rules/dates';
import { StarRating } from '../../components/StarRating';
import type { Review } from './api/review-types';

/** One review: stars, title, text, author, date, "Verified buyer" and the shop's reply under it. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="rv-item">
      <article aria-label={`${review.title} by ${review.author}`}>
        <StarRating rating={review.rating} />
        <h3 className="rv-item__title">{review.title}</h3>
        <p className="rv-item__meta">
          <span className="rv-item__author">{review.author}</span>
          <time dateTime={review.created_at}>{shortDate(review.created_at)}</time>
          {review.verified && <span className="rv-item__verified">Verified buyer</span>}
        </p>
        <p className="rv-item__body">{review.body}</p>
        {review.reply && (
          <div className="rv-item__reply">
            <p className="rv-item__reply-head">
              <strong>Reply from the shop</strong>
              <time dateTime={review.reply.created_at}>{shortDate(review.reply.created_at)}</time>
            </p>
            <p className="rv-item__body">{review.reply.body}</p>
          </div>
        )}
      </article>
    </li>
  );
}
