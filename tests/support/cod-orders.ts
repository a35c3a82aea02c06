import { inject } from 'vitest';
import type { Customer } from './api';
import { codBody } from './checkout';
import { useShopBackend } from './direct';

/**
 * The shared test shop places cash orders with `COD_CONFIRMATION=off` (global-setup.ts), so the suites written
 * before it are unchanged. This places a cash order from the customer's cart through the shop's own checkout
 * workflow, run here with `COD_CONFIRMATION=sms` against the shop's table, and delivers its messages to the shop's
 * SMS stand-in and local SES (its outbox is this process's), so the order asks for its confirmation exactly as an
 * order of a shop with the setting on. Answers the order and the link's token and code the checkout sent.
 */
export async function placeCashOrderToConfirm(
  customer: Customer,
  over: Record<string, unknown> = {},
  windowSeconds = 172_800,
): Promise<{ orderId: number; token: string; code: string }> {
  useShopBackend();
  const shop = inject('shop');
  Object.assign(process.env, {
    COD_CONFIRMATION: 'sms',
    COD_CONFIRM_WINDOW_SECONDS: String(windowSeconds),
    SMS_ENDPOINT: shop.smsEndpoint,
    SMS_ORIGINATION_IDENTITY: 'KESARA',
  });
  const { resetConfigCache } = await import('../../functions/lib/config');
  resetConfigCache();
  const { checkoutSchema } = await import('../../shared/validation/checkout');
  const { checkoutMethod } = await import('../../functions/domain/payments');
  const { checkout } = await import('../../functions/flows/workflows/checkout');
  const { deliverMessage, queueMessagesLocally } = await import('../../functions/domain/messages');
  const deliveries: Promise<void>[] = [];
  queueMessagesLocally({ send: (body) => deliveries.push(deliverMessage(body)) });
  const input = checkoutSchema.parse(codBody(over));
  const placed = await checkout(customer.id, input, checkoutMethod('checkout-cod', input.payment_method)!);
  await Promise.all(deliveries);
  if (!placed.confirmation) throw new Error('the cash order asked for no confirmation');
  return { orderId: placed.order.id, ...placed.confirmation };
}

/** Runs the shop's expiry of unconfirmed cash orders here, as its schedule would at `now`. */
export async function expireUnconfirmed(now: Date) {
  useShopBackend();
  const { expireUnconfirmedOrders } = await import('../../functions/flows/workflows/payment-expiry');
  return expireUnconfirmedOrders(now);
}
