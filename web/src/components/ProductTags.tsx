import { discountTag } from '../../../shared/rules/catalogue';
import './product-tags.css';

/** The NEW, sale (-N%), Final Sale and Out of Stock tags of a product image (cards, product page, wishlist). */
export function ProductTags({
  isNew,
  discount,
  outOfStock = false,
  finalSale = false,
}: {
  isNew?: boolean;
  discount?: unknown;
  outOfStock?: boolean;
  finalSale?: boolean;
}) {
  const sale = discountTag(discount);
  if (!isNew && !sale && !outOfStock && !finalSale) return null;
  return (
    <div className="product-tags">
      {isNew && <span className="product-tag product-tag--new">NEW</span>}
      {sale && (
        <span className="product-tag product-tag--sale">
          <span className="visually-hidden">Discount </span>
          {sale}
        </span>
      )}
      {finalSale && <span className="product-tag product-tag--final">Final Sale</span>}
      {outOfStock && <span className="product-tag product-tag--out">Out of Stock</span>}
    </div>
  );
}
