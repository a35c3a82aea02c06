import { useState } from 'react';
import { quantityLimit } from '../../../../shared/rules/catalogue';
import { isFinalSale } from '../../components/final-sale';
import { ProductTags } from '../../components/ProductTags';
import { useStockLabel } from '../../components/use-stock-label';
import { StarRating } from '../../components/StarRating';
import { useText } from '../../lib/i18n';
import { AddToCartButton } from '../shopping';
import { WishlistHeart } from '../wishlist';
import { Gallery } from './Gallery';
import { NotifyMe } from './NotifyMe';
import { OptionPicker } from './OptionPicker';
import { PriceBlock } from './PriceBlock';
import type { ProductDetail } from './api/get-product';
import { QuantitySelector } from './QuantitySelector';
import { useVariantChoice } from './use-variant-choice';
import { optionWords } from '../../../../shared/rules/option-translations';
import { unchosenOption, variantOf } from './variants';

const stockTone = (stock: number) => (stock > 5 ? 'in' : stock >= 1 ? 'low' : 'out');

/**
 * Gallery beside the name, tags, price, stock, the options' pickers, quantity, Add to cart and the wishlist heart
 * (SPEC 2, contract 6.11, issue 20). Price, discount, stock and the quantity's maximum are the chosen variant's, or
 * the product's until one is chosen. The name reports its first paint (`elementtiming`), which the app's start waits
 * for (decision 0121).
 */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const [choice, choose] = useVariantChoice(product);
  const variant = variantOf(product, choice);
  const shown = variant ?? product;
  const max = quantityLimit(shown.stock);
  const [quantity, setQuantity] = useState(1);
  const soldOut = max < 1;
  const missing = unchosenOption(product, choice);
  const finalSale = isFinalSale(product);
  const text = useText();
  const stockLabel = useStockLabel();

  return (
    <div className="pp-layout" data-drawn-variant={variant?.id}>
      <Gallery key={product.id} name={product.name} images={product.images} shownImageId={variant?.image_id} />
      <div className="pp-info">
        <ProductTags isNew={product.isNew} discount={product.discount} finalSale={finalSale} />
        <h1 className="pp-info__name" elementtiming="product-name">
          {product.name.toUpperCase()}
        </h1>
        <StarRating rating={product.rating} />
        <PriceBlock price={shown.price} discount={shown.discount} />
        <p className={`pp-stock pp-stock--${stockTone(shown.stock)}`}>{stockLabel(shown.stock)}</p>
        {finalSale && <p className="pp-final-sale">{text('product.finalSaleNote')}</p>}
        <p className="pp-info__description">{product.description}</p>
        {product.options.map((option) => (
          <OptionPicker key={option.name} product={product} option={option} choice={choice} onChoose={choose} />
        ))}
        <QuantitySelector value={soldOut ? 1 : Math.min(quantity, max)} max={max} onChange={setQuantity} />
        <div className="pp-actions">
          <AddToCartButton
            variant="page"
            productId={product.id}
            variantId={variant?.id}
            refusal={missing && text('cart.chooseOption', { option: optionWords(missing) })}
            quantity={Math.min(quantity, Math.max(1, max))}
            disabled={soldOut}
          />
          <WishlistHeart variant="page" productId={product.id} productName={product.name} />
        </div>
        <NotifyMe key={variant?.id ?? 'product'} product={product} chosen={variant} />
      </div>
    </div>
  );
}
