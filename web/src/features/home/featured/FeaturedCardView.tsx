import { groupedDecimal } from '../../../../../shared/rules/number-text';
import { useMoney, useText } from '../../../lib/i18n';
import { StarRating } from '../../../components/StarRating';
import type { FeaturedCard } from './featured-response';
import { ProductCard } from '../../../components/product-card/ProductCard';
import { useFromPrice } from '../../../components/price-range';

/** SPEC's featured card: image, name, stars, "(Nk) Customer Reviews", currency and price (as `LKR 1,234.00`); opens the product. */
export function FeaturedCardView({ card }: { card: FeaturedCard }) {
  const text = useText();
  const formatLkr = useMoney();
  const fromPrice = useFromPrice();
  // The name is the link's text, so the picture adds none (no name read twice).
  return (
    <ProductCard
      variant="featured"
      href={`/product/${card.id}`}
      image={{
        src: card.image,
        sizes: '(max-width: 575.98px) 100vw, (max-width: 767.98px) 50vw, 380px',
        alt: '',
        width: 400,
        height: 400,
        asyncDecoding: true,
      }}
    >
      <span className="featured-card__name">{card.name}</span>
      <StarRating rating={card.rating} />
      <span className="featured-card__reviews">
        {text('card.reviews', { thousands: groupedDecimal(Number(card.reviews) || 0, 1, 0) })}
      </span>
      <span className="featured-card__price">
        {fromPrice(card, card.currency) ?? formatLkr(card.price, card.currency)}
      </span>
    </ProductCard>
  );
}
