import { Link } from 'react-router-dom';
import { descriptionPreview } from '../../../../shared/rules/catalogue';
import { formatLkr } from '../../../../shared/rules/money';
import { ProductTags } from '../../components/ProductTags';
import { StarRating } from '../../components/StarRating';
import { AddToCartButton } from '../shopping';
import { WishlistHeart } from '../wishlist';
import type { CategoryProduct } from './api/get-category-products';
import { IMAGE_SLOTS } from '../../components/image-slots';
import { ProductImage } from '../../components/ProductImage';
import { fromPriceText, hasVariants } from '../../components/price-range';

/**
 * A category-list card (contract C3): image with NEW and -N% tags, rating, name, the undiscounted price with two
 * decimals (contract 6.3; "From LKR ..." when its variants' prices differ), a description preview, Add to cart and the heart. The name's link covers the card, so
 * a click anywhere opens the product page while the two buttons stay separate controls.
 */
export function ProductCard({ product, eager }: { product: CategoryProduct; eager: boolean }) {
  const outOfStock = product.stock === 0;
  return (
    <li className="cat-card">
      <div className="cat-card__media">
        {product.image ? (
          <ProductImage
            src={product.image}
            sizes={IMAGE_SLOTS.categoryCard}
            alt={product.name}
            width={480}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="cat-card__no-image" aria-hidden="true">
            {product.name.charAt(0)}
          </div>
        )}
        <div className="cat-card__tags">
          <ProductTags isNew={product.isNew} discount={product.discount} outOfStock={outOfStock} />
        </div>
      </div>
      <div className="cat-card__heart">
        <WishlistHeart variant="card" productId={product.id} productName={product.name} />
      </div>
      <div className="cat-card__body">
        <StarRating rating={product.rating} />
        <h2 className="cat-card__name">
          <Link to={`/product/${product.id}`} className="cat-card__link">
            {product.name}
          </Link>
        </h2>
        <p className="cat-card__price">
          {fromPriceText(product, product.currency) ?? formatLkr(product.price, product.currency)}
        </p>
        <p className="cat-card__description">{descriptionPreview(product.description ?? '')}</p>
        <div className="cat-card__actions">
          <AddToCartButton
            variant="card"
            productId={product.id}
            productName={product.name}
            disabled={outOfStock}
            opensProductPage={hasVariants(product)}
          />
        </div>
      </div>
    </li>
  );
}
