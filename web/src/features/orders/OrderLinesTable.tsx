import type { ReactNode } from 'react';
import type { OrderGroup } from './group-lines';
import { paymentMethodOf } from '../payments';
import { ProductImage } from '../../components/ProductImage';
import { lineName } from '../../../../shared/rules/variants';
import { TrackingSummary } from '../../components/TrackingSummary';
import { useDates, useMoney, useText } from '../../lib/i18n';

/**
 * Product, Quantity (read-only), Price, Subtotal; each order is a row group headed by its number and date, and
 * ends with what `after` draws for it (its returns), when anything.
 */
export function OrderLinesTable({
  groups,
  caption,
  onPaid,
  after,
}: {
  groups: OrderGroup[];
  caption: string;
  onPaid?: () => void;
  after?: (group: OrderGroup) => ReactNode;
}) {
  const t = useText();
  const money = useMoney();
  const { day } = useDates();
  return (
    <table className="orders-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderTable.product')}</th>
          <th scope="col">{t('orderTable.quantity')}</th>
          <th scope="col">{t('orderTable.price')}</th>
          <th scope="col">{t('orderTable.subtotal')}</th>
        </tr>
      </thead>
      {groups.map((group) => {
        const extra = after?.(group);
        return (
          <tbody key={group.orderId}>
            <tr className="orders-table__order">
              <th scope="rowgroup" colSpan={4}>
                {t('orderTable.order', { number: group.orderNumber })}
                {group.createdAt && (
                  <span className="orders-table__date">{t('orderTable.placed', { date: day(group.createdAt) })}</span>
                )}
                <OrderPayment group={group} onPaid={onPaid} />
                <OrderTracking group={group} />
              </th>
            </tr>
            {group.lines.map(({ order_id, item }) => (
              <tr key={`${order_id}-${item.id}`}>
                <td data-label={t('orderTable.product')}>
                  <span className="orders-table__product">
                    {item.product_image ? (
                      <ProductImage
                        src={item.product_image}
                        sizes="56px"
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                      />
                    ) : (
                      <span className="orders-table__noimage" aria-hidden="true" />
                    )}
                    {lineName(item.product_name, item.variant_label)}
                  </span>
                </td>
                <td data-label={t('orderTable.quantity')}>{item.quantity}</td>
                <td data-label={t('orderTable.price')}>{money(item.price)}</td>
                <td data-label={t('orderTable.subtotal')}>{money(item.subtotal)}</td>
              </tr>
            ))}
            {group.discountCode && (
              <tr className="orders-table__discount">
                <td colSpan={3}>{t('cart.discount', { code: group.discountCode })}</td>
                <td data-label={t('orderTable.discount')}>−{money(group.discountAmount)}</td>
              </tr>
            )}
            {extra && (
              <tr className="orders-table__after">
                <td colSpan={4}>{extra}</td>
              </tr>
            )}
          </tbody>
        );
      })}
    </table>
  );
}

/** What the order's way to pay shows beside it (a card's status and Pay now), if anything. */
function OrderPayment({ group, onPaid }: { group: OrderGroup; onPaid?: () => void }) {
  const Payment = paymentMethodOf(group.paymentMethod).OrderPayment;
  return Payment ? <Payment order={group} onPaid={onPaid} /> : null;
}

/** The courier and number of an order on its way or arrived (each of its lines carries its tracking); else nothing. */
function OrderTracking({ group: { lines } }: { group: OrderGroup }) {
  const line = lines[0];
  const tracking = line && (line.status === 'shipped' || line.status === 'delivered') ? line.tracking : null;
  return tracking ? <TrackingSummary tracking={tracking} className="orders-table__tracking" /> : null;
}
