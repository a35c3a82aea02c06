import { RATING_MAX } from '../../../shared/rules/catalogue';
import { useText } from '../lib/i18n';
import './star-rating.css';

/**
 * Five stars, filled while the star's index is below the rating (SPEC: "filled stars out of 5"); none at all for a
 * rating of 0, which only a product without reviews has (issue 24: it draws no stars).
 */
export function StarRating({ rating }: { rating: number }) {
  const text = useText();
  const value = Number.isFinite(rating) ? rating : 0;
  if (value <= 0) return null;
  return (
    <span className="stars" role="img" aria-label={text('stars.rated', { rating: value, max: RATING_MAX })}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <span key={i} className={i < value ? 'stars__star stars__star--filled' : 'stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
