import { useMoney, useText } from '../../lib/i18n';
import { totalWithDelivery, type CartTotals } from './api/cart-totals';

/**
 * The cart's money as the server counted it (decision 0067): Subtotal (the goods an order would buy, after their own
 * discounts), the code's row ("Discount (MOVEMBER) −LKR 480.00") and the Total left. At checkout the delivery fee
 * of the chosen city comes on top: the cart's answer has no city, and the order adds the same fee from the same
 * table. `updating`: a change is on its way, so these figures are the server's last and new ones follow.
 */
export function OrderSummary({
  totals,
  shipping,
  updating = false,
}: {
  totals: CartTotals;
  shipping?: number;
  updating?: boolean;
}) {
  const t = useText();
  const money = useMoney();
  const total = shipping === undefined ? totals.total : totalWithDelivery(totals, shipping);
  return (
    <dl className="cart-summary" aria-busy={updating}>
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(totals.goods)}</dd>
      </div>
      {totals.code && (
        <div>
          <dt>{t('cart.discount', { code: totals.code })}</dt>
          <dd>−{money(totals.codeAmount)}</dd>
        </div>
      )}
      {shipping !== undefined && (
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{money(shipping)}</dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>{t('cart.total')}</dt>
        <dd>{money(total)}</dd>
      </div>
    </dl>
  );
}
