import { useState } from 'react';
import { quantityLimit, stockLabel } from '../../../../shared/rules/catalogue';
import { ProductTags } from '../../components/ProductTags';
import { StarRating } from '../../components/StarRating';
import { AddToCartButton, WishlistHeart } from '../shopping';
import { Gallery } from './Gallery';
import { PriceBlock } from './PriceBlock';
import type { ProductDetail } from './api/get-product';
import { QuantitySelector } from './QuantitySelector';

const stockTone = (stock: number) => (stock > 5 ? 'in' : stock >= 1 ? 'low' : 'out');

/** Gallery beside the name, tags, price, stock, quantity, Add to cart and the wishlist heart (SPEC 2, contract 6.11). */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const max = quantityLimit(product.stock);
  const [quantity, setQuantity] = useState(1);
  const soldOut = max < 1;

  return (
    <div className="pp-layout">
      <Gallery key={product.id} name={product.name} images={product.images} />
      <div className="pp-info">
        <ProductTags isNew={product.isNew} discount={product.discount} />
        <h1 className="pp-info__name">{product.name.toUpperCase()}</h1>
        <StarRating rating={product.rating} />
        <PriceBlock price={product.price} discount={product.discount} />
        <p className={`pp-stock pp-stock--${stockTone(product.stock)}`}>{stockLabel(product.stock)}</p>
        <p className="pp-info__description">{product.description}</p>
        <QuantitySelector value={soldOut ? 1 : Math.min(quantity, max)} max={max} onChange={setQuantity} />
        <div className="pp-actions">
          <AddToCartButton
            variant="page"
            productId={product.id}
            quantity={Math.min(quantity, Math.max(1, max))}
            disabled={soldOut}
          />
          <WishlistHeart variant="page" productId={product.id} productName={product.name} />
        </div>
      </div>
    </div>
  );
}
