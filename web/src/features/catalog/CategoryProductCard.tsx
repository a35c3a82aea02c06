import { Link } from 'react-router-dom';
import { descriptionPreview } from '../../../../shared/rules/catalogue';
import { ProductCard } from '../../components/product-card/ProductCard';
import { ProductTags } from '../../components/ProductTags';
import { StarRating } from '../../components/StarRating';
import { AddToCartButton } from '../shopping';
import { WishlistHeart } from '../wishlist';
import type { CategoryProduct } from './api/get-category-products';
import { IMAGE_SLOTS } from '../../components/image-slots';
import { hasVariants, useFromPrice } from '../../components/price-range';
import { useMoney } from '../../lib/i18n';

/**
 * A category-list card (contract C3): image with NEW and -N% tags, rating, name, the undiscounted price with two
 * decimals (contract 6.3; "From LKR ..." when its variants' prices differ), a description preview, Add to cart and the heart. The name's link covers the card, so
 * a click anywhere opens the product page while the two buttons stay separate controls.
 */
export function CategoryProductCard({ product, eager }: { product: CategoryProduct; eager: boolean }) {
  const outOfStock = product.stock === 0;
  const formatLkr = useMoney();
  const fromPrice = useFromPrice();
  const href = `/product/${product.id}`;
  return (
    <ProductCard
      variant="category"
      href={href}
      image={{
        src: product.image,
        sizes: IMAGE_SLOTS.categoryCard,
        alt: product.name,
        width: 480,
        height: 480,
        eager,
        asyncDecoding: true,
      }}
      placeholder={product.name.charAt(0)}
      tags={<ProductTags isNew={product.isNew} discount={product.discount} outOfStock={outOfStock} />}
      overlay={<WishlistHeart variant="card" productId={product.id} productName={product.name} />}
    >
      <StarRating rating={product.rating} />
      <h2 className="cat-card__name">
        <Link to={href} className="cat-card__link">
          {product.name}
        </Link>
      </h2>
      <p className="cat-card__price">
        {fromPrice(product, product.currency) ?? formatLkr(product.price, product.currency)}
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
    </ProductCard>
  );
}
