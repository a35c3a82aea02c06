import { StarRating } from '../../components/StarRating';
import { useText } from '../../lib/i18n';
import { STARS } from '../../../../shared/rules/reviews';
import type { ReviewSummaryData } from './api/review-types';

/** The average (one decimal), the number of reviews and one bar per star, 5 to 1, with its count. */
export function ReviewSummary({ summary }: { summary: ReviewSummaryData }) {
  const { average, count, distribution } = summary;
  const text = useText();
  return (
    <div className="rv-summary">
      <div className="rv-summary__figure">
        <p className="rv-summary__average">{average.toFixed(1)}</p>
        <StarRating rating={average} />
        <p className="rv-summary__count">{text('reviews.count', { count })}</p>
      </div>
      <ul className="rv-bars" aria-label={text('reviews.perStar')}>
        {STARS.map((stars) => {
          const n = distribution[stars] ?? 0;
          const share = count > 0 ? Math.round((n / count) * 100) : 0;
          return (
            <li key={stars} className="rv-bars__row">
              <span className="rv-bars__label">{text('reviews.stars', { stars })}</span>
              <span className="rv-bars__track" aria-hidden="true">
                <span className="rv-bars__fill" style={{ width: `${share}%` }} />
              </span>
              <span className="rv-bars__count">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
