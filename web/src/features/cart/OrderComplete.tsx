import { Link } from 'react-router-dom';
import { longDate } from '../../../../shared/rules/dates';
import { placeOfOrder } from '../../../../shared/rules/guest-orders';
import { formatLkr } from '../../../../shared/rules/money';
import type { PlacedOrder } from '../../../../shared/api/orders';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import type { CartLine } from './cart-line';
import { OrderedItems } from './OrderedItems';
import { paymentMethodOf } from '../payments';

interface Props {
  order: PlacedOrder | null;
  /** How it is paid: step 3 says what that way to pay says of it. */
  method: PaymentMethod;
  /** The lines it was placed with, each named with its variant ("Kesara Logo Tee — Size: M"). */
  lines: CartLine[];
  /** A guest's order: its link (`/order/<order_number>?t=<token>`), the one way back to it. */
  orderLink?: string;
  onGoShopping: () => void;
}

/** The link's path in this shop, for the SPA's own navigation (the answer may give it with the shop's origin). */
const pathOf = (link: string) => {
  const url = new URL(link, window.location.origin);
  return url.pathname + url.search;
};

/** Step 3: the order is placed; Go to shopping returns to step 1. */
export function OrderComplete({ order, method, lines, orderLink, onGoShopping }: Props) {
  const { CompleteDetails } = paymentMethodOf(method);
  return (
    <section className="order-complete" aria-labelledby="order-complete-title">
      <span className="order-complete__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="order-complete-title">Order complete</h2>
      <p>{paymentMethodOf(method).completeText(order, placeOfOrder(orderLink !== undefined))}</p>
      {CompleteDetails && <CompleteDetails order={order} />}
      {order && (
        <dl className="order-complete__facts">
          {order.order_number && (
            <div>
              <dt>Order number</dt>
              <dd>{order.order_number}</dd>
            </div>
          )}
          {order.discount_code && (
            <div>
              <dt>Discount ({order.discount_code})</dt>
              <dd>−{formatLkr(order.discount_amount ?? 0)}</dd>
            </div>
          )}
          {typeof order.total === 'number' && (
            <div>
              <dt>Total</dt>
              <dd>{formatLkr(order.total)}</dd>
            </div>
          )}
          {order.estimated_arrival && (
            <div>
              <dt>Estimated arrival</dt>
              <dd>{longDate(order.estimated_arrival)}</dd>
            </div>
          )}
        </dl>
      )}
      {lines.length > 0 && <OrderedItems lines={lines} label="Ordered items" className="order-complete__items" />}
      <p className="muted">A confirmation has been sent to your e-mail address.</p>
      {orderLink && (
        <p className="order-complete__link">
          Your order&apos;s page, also sent by e-mail and SMS: <a href={orderLink}>{orderLink}</a>. Keep it: it is how
          you pay, confirm or return this order without an account.
        </p>
      )}
      <div className="order-complete__actions">
        <button type="button" className="btn btn--accent" onClick={onGoShopping}>
          Go to shopping
        </button>
        {orderLink ? (
          <Link className="btn btn--ghost" to={pathOf(orderLink)}>
            View your order
          </Link>
        ) : (
          <Link className="btn btn--ghost" to="/orders">
            View my orders
          </Link>
        )}
      </div>
    </section>
  );
}
