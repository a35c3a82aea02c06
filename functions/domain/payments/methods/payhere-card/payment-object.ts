import { config } from '../../../../lib/config';
import { lettersWithinUnits } from '../../../../../shared/text/letters';
import { guestReturnPath, orderLineText, pathForOrder, type OrderRecord } from '../../../orders';
import { paymentHash, payhereAmount } from './payhere-signing';
import { PAYHERE_CURRENCY, type PayhereSettings } from './payhere-config';

export const PAYHERE_NOTIFY_PATH = '/api/v2/payhere/notify';

/**
 * The payment object PayHere's onsite checkout takes (`payhere.startPayment(payment)`), complete and signed, for an
 * order the customer still has to pay. PayHere's order id is our order's number id as text.
 */
export function paymentObject(order: OrderRecord, settings: PayhereSettings) {
  const base = config().PUBLIC_BASE_URL;
  const orderId = String(order.id);
  const amount = payhereAmount(order.totalCents);
  const b = order.billing;
  // A guest's order returns to its page (its link kept in the browser), an account's to My Orders; in its language.
  const back = `${base}${guestReturnPath(order) ?? pathForOrder(order, '/orders')}`;
  return {
    sandbox: settings.sandbox,
    merchant_id: settings.merchantId,
    return_url: back,
    cancel_url: back,
    notify_url: `${base}${PAYHERE_NOTIFY_PATH}`,
    order_id: orderId,
    items: lettersWithinUnits(order.lines.map(orderLineText).join(', '), 250),
    amount,
    currency: PAYHERE_CURRENCY,
    hash: paymentHash(
      { merchantId: settings.merchantId, orderId, amount, currency: PAYHERE_CURRENCY },
      settings.merchantSecret,
    ),
    first_name: b.first_name,
    last_name: b.last_name,
    email: order.customer.email,
    phone: b.phone,
    address: [b.address, b.apartment].filter(Boolean).join(', '),
    city: b.city,
    country: b.country,
    delivery_address: order.shippingAddress,
    delivery_city: b.city,
    delivery_country: b.country,
  };
}

export type PaymentObject = ReturnType<typeof paymentObject>;
