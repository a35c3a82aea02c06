import { Link } from 'react-router-dom';
import { useDates, useMoney, useRichText, useText } from '../../lib/i18n';
import { routerPathOfLink } from '../../lib/order-scope';
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

/** Step 3: the order is placed; Go to shopping returns to step 1. */
export function OrderComplete({ order, method, lines, orderLink, onGoShopping }: Props) {
  const t = useText();
  const rich = useRichText();
  const money = useMoney();
  const { longDate } = useDates();
  const { CompleteDetails, completeText } = paymentMethodOf(method);
  return (
    <section className="order-complete" aria-labelledby="order-complete-title">
      <span className="order-complete__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="order-complete-title">{t('cart.step.complete')}</h2>
      <p>{t(completeText(order), { where: orderLink === undefined ? 'account' : 'guest' })}</p>
      {CompleteDetails && <CompleteDetails order={order} />}
      {order && (
        <dl className="order-complete__facts">
          {order.order_number && (
            <div>
              <dt>{t('complete.number')}</dt>
              <dd>{order.order_number}</dd>
            </div>
          )}
          {order.discount_code && (
            <div>
              <dt>{t('cart.discount', { code: order.discount_code })}</dt>
              <dd>−{money(order.discount_amount ?? 0)}</dd>
            </div>
          )}
          {typeof order.total === 'number' && (
            <div>
              <dt>{t('cart.total')}</dt>
              <dd>{money(order.total)}</dd>
            </div>
          )}
          {order.estimated_arrival && (
            <div>
              <dt>{t('complete.arrival')}</dt>
              <dd>{longDate(order.estimated_arrival)}</dd>
            </div>
          )}
        </dl>
      )}
      {lines.length > 0 && <OrderedItems lines={lines} label={t('complete.items')} className="order-complete__items" />}
      <p className="muted">{t('complete.mailed')}</p>
      {orderLink && (
        <p className="order-complete__link">
          {rich('complete.link', { link: orderLink, a: (words) => <a href={orderLink}>{words}</a> })}
        </p>
      )}
      <div className="order-complete__actions">
        <button type="button" className="btn btn--accent" onClick={onGoShopping}>
          {t('complete.goShopping')}
        </button>
        {orderLink ? (
          <Link className="btn btn--ghost" to={routerPathOfLink(orderLink)}>
            {t('complete.viewOrder')}
          </Link>
        ) : (
          <Link className="btn btn--ghost" to="/orders">
            {t('complete.viewOrders')}
          </Link>
        )}
      </div>
    </section>
  );
}
