import { Link } from 'react-router-dom';
import { productPagePrice } from '../../../../shared/rules/catalogue';
import { formatLkr } from '../../../../shared/rules/money';
import type { SearchHit } from './api/search-products';
import { ProductImage } from '../../components/ProductImage';
import { fromPriceText } from '../../components/price-range';

/**
 * A search result: picture, name, category and the price the product page will show (discount applied), or "From
 * LKR ..." when its variants' prices differ.
 */
export function SearchResultCard({ hit }: { hit: SearchHit }) {
  const discount = hit.discount ?? 0;
  const price = productPagePrice(hit.price, discount);
  const from = fromPriceText(hit);
  return (
    <Link to={`/product/${hit.id}`} className="search-card">
      {/* The name is the link's text, so the picture adds none (no name read twice). */}
      {hit.image ? (
        <ProductImage
          src={hit.image}
          sizes="240px"
          alt=""
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          className="search-card__image"
        />
      ) : (
        <span className="search-card__image" aria-hidden="true" />
      )}
      <span className="search-card__body">
        <span className="search-card__category">{hit.category}</span>
        <span className="search-card__name">{hit.name}</span>
        <span className="search-card__price">
          {from ?? formatLkr(price)}
          {!from && discount > 0 && (
            <>
              {' '}
              <s className="search-card__was">
                <span className="visually-hidden">was </span>
                {formatLkr(hit.price)}
              </s>
            </>
          )}
        </span>
        {hit.stock <= 0 && <span className="search-card__stock">Out of Stock</span>}
      </span>
    </Link>
  );
}
