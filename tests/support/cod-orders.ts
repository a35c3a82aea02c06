import { inject } from 'vitest';
import type { Customer } from './api';
import { codBody } from './checkout';
import { useShopBackend } from './direct';
import { onlyOrders } from './sweep-scope';

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
  const deliveries = await confirmCashOrdersHere(windowSeconds);
  const { checkoutSchema } = await import('../../shared/validation/checkout');
  const { checkoutMethod } = await import('../../functions/domain/payments');
  const { checkout } = await import('../../functions/flows/workflows/checkout');
  const input = checkoutSchema.parse(codBody(over));
  const placed = await checkout(customer.id, input, checkoutMethod('checkout-cod', input.payment_method)!);
  await Promise.all(deliveries);
  if (!placed.confirmation) throw new Error('the cash order asked for no confirmation');
  return { orderId: placed.order.id, ...placed.confirmation };
}

/**
 * The shop's functions run in this process as a shop with `COD_CONFIRMATION=sms`, against the shared shop's table,
 * with an outbox that delivers to its SMS stand-in and local SES. Answers the deliveries started so far.
 */
async function confirmCashOrdersHere(windowSeconds = 172_800): Promise<Promise<void>[]> {
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
  const { deliverMessage, queueMessagesLocally } = await import('../../functions/domain/messages');
  const deliveries: Promise<void>[] = [];
  queueMessagesLocally({ send: (body) => deliveries.push(deliverMessage(body)) });
  return deliveries;
}

/**
 * A gateway of this file's own on the shared shop (own-gateway.ts) whose functions run here, as a shop with
 * `COD_CONFIRMATION=sms` (the default of a real shop): a browser pointed at it places cash orders through the SPA's
 * own checkout that ask for their confirmation. Answers its address and how to stop it.
 */
export async function shopAskingCashConfirmation(): Promise<{ url: string; close: () => Promise<void> }> {
  await confirmCashOrdersHere();
  const { gatewayOnSharedShop } = await import('./own-gateway');
  const { server, port } = await gatewayOnSharedShop({});
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the shop's expiry of unconfirmed cash orders here, as its schedule would at `now`, on this test's orders. */
export async function expireUnconfirmed(now: Date, ...orderIds: number[]) {
  useShopBackend();
  const { expireUnconfirmedOrders } = await import('../../functions/flows/workflows/payment-expiry');
  return expireUnconfirmedOrders(now, onlyOrders(...orderIds));
}
