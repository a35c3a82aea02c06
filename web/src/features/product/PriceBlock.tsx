import { productPagePrice } from '../../../../shared/rules/catalogue';
import { useMoney, useText } from '../../lib/i18n';

/** The price after the whole-LKR discount of contract 6.3, with the original struck through when there is one. */
export function PriceBlock({ price, discount }: { price: number; discount: number }) {
  const final = productPagePrice(price, discount);
  const discounted = final !== price;
  const formatLkr = useMoney();
  const text = useText();
  return (
    <p className="pp-price">
      <span className="pp-price__final">
        {discounted && <span className="visually-hidden">{text('price.now')}</span>}
        {formatLkr(final)}
      </span>
      {discounted && (
        <s className="pp-price__was">
          <span className="visually-hidden">{text('price.was')}</span>
          {formatLkr(price)}
        </s>
      )}
    </p>
  );
}
