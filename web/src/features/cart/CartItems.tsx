import { useMoney, useText } from '../../lib/i18n';
import { cartLineName, variantGone, type CartLine } from './cart-line';
import { lineStock, stockNote } from './line-stock';
import { ProductImage } from '../../components/ProductImage';

interface Props {
  lines: CartLine[];
  busyLine: number | null;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/** Step 1's lines: picture, name, unit price, stock note, quantity - / +, line subtotal (the server's `total_price`), remove. */
export function CartItems({ lines, busyLine, onQuantity, onRemove }: Props) {
  const t = useText();
  const money = useMoney();
  return (
    <ul className="cart-lines" aria-label={t('cart.itemsLabel')}>
      {lines.map((line) => {
        const busy = busyLine === line.id;
        const gone = variantGone(line);
        const stock = gone
          ? { note: { id: 'cart.variantGone' as const }, short: true, atMost: true, lower: line.quantity - 1 }
          : lineStock(line.quantity, line.product.stock);
        const name = cartLineName(line);
        return (
          <li key={line.id} className="cart-line" aria-busy={busy}>
            {line.product.image ? (
              <ProductImage
                className="cart-line__image"
                src={line.product.image}
                sizes="88px"
                alt=""
                width={88}
                height={88}
                loading="lazy"
              />
            ) : (
              <span className="cart-line__image" aria-hidden="true" />
            )}
            <div className="cart-line__info">
              <h3 className="cart-line__name">{name}</h3>
              <p className="cart-line__price">{money(line.product.price)}</p>
              {stock.note && (
                <p className={stock.short ? 'cart-line__stock cart-line__stock--short' : 'cart-line__stock'}>
                  {stockNote(t, stock.note)}
                </p>
              )}
            </div>
            <div className="cart-line__qty" role="group" aria-label={t('cart.quantityOf', { name })}>
              <button
                type="button"
                className="qty-btn"
                aria-label={t('quantity.decrease')}
                disabled={busy || gone || line.quantity <= 1}
                onClick={() => onQuantity(line, stock.lower)}
              >
                −
              </button>
              <output className="qty-value" aria-live="polite">
                {line.quantity}
              </output>
              <button
                type="button"
                className="qty-btn"
                aria-label={t('quantity.increase')}
                disabled={busy || stock.atMost}
                onClick={() => onQuantity(line, line.quantity + 1)}
              >
                +
              </button>
            </div>
            <p className="cart-line__subtotal">
              <span className="visually-hidden">{t('cart.lineSubtotal')} </span>
              {money(line.total_price)}
            </p>
            <button
              type="button"
              className="cart-line__remove"
              disabled={busy}
              aria-label={t('cart.remove', { name })}
              onClick={() => onRemove(line)}
            >
              {t('cart.removeButton')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
