import { discountTag } from '../../../shared/rules/catalogue';
import { useText } from '../lib/i18n';
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
  const text = useText();
  const sale = discountTag(discount);
  if (!isNew && !sale && !outOfStock && !finalSale) return null;
  return (
    <div className="product-tags">
      {isNew && <span className="product-tag product-tag--new">{text('tag.new')}</span>}
      {sale && (
        <span className="product-tag product-tag--sale">
          <span className="visually-hidden">{text('tag.discount')}</span>
          {sale}
        </span>
      )}
      {finalSale && <span className="product-tag product-tag--final">{text('tag.finalSale')}</span>}
      {outOfStock && <span className="product-tag product-tag--out">{text('tag.outOfStock')}</span>}
    </div>
  );
}
