import { Link } from 'react-router-dom';
import { reviewsLabel } from '../../../../../shared/rules/catalogue';
import { formatLkr } from '../../../../../shared/rules/money';
import { StarRating } from '../../../components/StarRating';
import type { FeaturedCard } from './featured-response';
import { ProductImage } from '../../../components/ProductImage';
import { fromPriceText } from '../../../components/price-range';

/** SPEC's featured card: image, name, stars, "(Nk) Customer Reviews", currency and price (as `LKR 1,234.00`); opens the product. */
export function FeaturedCardView({ card }: { card: FeaturedCard }) {
  return (
    <Link to={`/product/${card.id}`} className="featured-card">
      {/* The name is the link's text, so the picture adds none (no name read twice). */}
      {card.image ? (
        <ProductImage
          src={card.image}
          sizes="(max-width: 575.98px) 100vw, (max-width: 767.98px) 50vw, 380px"
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="featured-card__image"
        />
      ) : (
        <span className="featured-card__image featured-card__image--empty" aria-hidden="true" />
      )}
      <span className="featured-card__body">
        <span className="featured-card__name">{card.name}</span>
        <StarRating rating={card.rating} />
        <span className="featured-card__reviews">{reviewsLabel(Number(card.reviews) || 0)}</span>
        <span className="featured-card__price">
          {fromPriceText(card, card.currency) ?? formatLkr(card.price, card.currency)}
        </span>
      </span>
    </Link>
  );
}
