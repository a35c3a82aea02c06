import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { descriptionPreview } from '../../../../shared/rules/catalogue';
import { ProductTags } from '../../components/ProductTags';
import { StarRating } from '../../components/StarRating';
import type { WishlistEntry } from './api/get-wishlist';
import { ProductCard } from '../../components/product-card/ProductCard';
import { useFromPrice } from '../../components/price-range';
import { useMoney, useText } from '../../lib/i18n';

interface Props {
  entry: WishlistEntry;
  busy: boolean;
  onAddToCart: (entry: WishlistEntry) => void;
  onRemove: (entry: WishlistEntry) => void;
}

/** One saved product; a click anywhere but the buttons opens its page (contract 6.13). */
export function WishlistCard({ entry, busy, onAddToCart, onRemove }: Props) {
  const navigate = useNavigate();
  const t = useText();
  const money = useMoney();
  const fromPrice = useFromPrice();
  const { product } = entry;
  const href = `/product/${product.id}`;

  // The name is the real link (keyboard, screen readers); the rest of the card only helps the mouse.
  const openFromCard = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a, button')) return;
    navigate(href);
  };
  const act = (handler: (entry: WishlistEntry) => void) => () => handler(entry);

  return (
    <ProductCard
      variant="wishlist"
      href={href}
      onClick={openFromCard}
      aria-labelledby={`wish-${entry.id}`}
      image={{
        src: product.image,
        sizes: '(max-width: 560px) 100vw, (max-width: 900px) 50vw, 380px',
        alt: '',
        width: 320,
        height: 320,
      }}
      tags={<ProductTags discount={product.discount} outOfStock={!product.is_in_stock} />}
    >
      <h2 className="wish-card__name" id={`wish-${entry.id}`}>
        <Link to={href}>{product.name}</Link>
      </h2>
      <StarRating rating={product.rating} />
      {/* The undiscounted price (contract 6.3, 6.13), formatted like every other price in the shop; "From ..." when
          the sizes' prices differ. */}
      <p className="wish-card__price">{fromPrice(product) ?? money(product.price)}</p>
      <p className="wish-card__text">{descriptionPreview(product.description ?? '')}</p>
      <div className="wish-card__actions">
        <button
          type="button"
          className="btn btn--small"
          disabled={busy || !product.is_in_stock}
          onClick={act(onAddToCart)}
        >
          {t('wishlistPage.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn--small btn--ghost"
          disabled={busy}
          onClick={act(onRemove)}
          aria-label={t('wishlistPage.removeLabel', { name: product.name })}
        >
          {t('wishlistPage.remove')}
        </button>
      </div>
    </ProductCard>
  );
}
