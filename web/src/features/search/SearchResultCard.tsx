import { productPagePrice } from '../../../../shared/rules/catalogue';
import type { SearchHit } from './api/search-products';
import { ProductCard } from '../../components/product-card/ProductCard';
import { IMAGE_SLOTS } from '../../components/image-slots';
import { useFromPrice } from '../../components/price-range';
import { useMoney, useText } from '../../lib/i18n';

/**
 * A search result: picture, name, category and the price the product page will show (discount applied), or "From
 * LKR ..." when its variants' prices differ.
 */
export function SearchResultCard({ hit, eager = false }: { hit: SearchHit; eager?: boolean }) {
  const discount = hit.discount ?? 0;
  const price = productPagePrice(hit.price, discount);
  const text = useText();
  const formatLkr = useMoney();
  const from = useFromPrice()(hit);
  // The name is the link's text, so the picture adds none (no name read twice).
  return (
    <ProductCard
      variant="search"
      href={`/product/${hit.id}`}
      image={{
        src: hit.image,
        sizes: IMAGE_SLOTS.searchCard,
        alt: '',
        width: 240,
        height: 240,
        eager,
        asyncDecoding: true,
      }}
    >
      <span className="search-card__category">{hit.category_name ?? hit.category}</span>
      <span className="search-card__name">{hit.name}</span>
      <span className="search-card__price">
        {from ?? formatLkr(price)}
        {!from && discount > 0 && (
          <>
            {' '}
            <s className="search-card__was">
              <span className="visually-hidden">{text('price.wasLower')}</span>
              {formatLkr(hit.price)}
            </s>
          </>
        )}
      </span>
      {hit.stock <= 0 && <span className="search-card__stock">{text('stock.out')}</span>}
    </ProductCard>
  );
}
