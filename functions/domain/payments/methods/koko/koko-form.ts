import { orderNumber } from '../../../../../shared/rules/orders';
import { config } from '../../../../lib/config';
import { guestReturnPath, orderLineText, pathForOrder, type OrderRecord } from '../../../orders';
import type { KokoSettings } from './koko-config';
import { kokoDataString, rsaSign, type KokoSignedFields } from './koko-signing';

export const KOKO_NOTIFY_PATH = '/api/v2/koko/notify';
export const KOKO_CURRENCY = 'LKR';
/** How the shop names itself to KOKO as an integration (KOKO's custom API). */
const PLUGIN_NAME = 'customapi';
const PLUGIN_VERSION = '1.0.1';

/** An amount as KOKO takes it: two decimals, no thousands separator. */
export const kokoAmount = (cents: number) => (cents / 100).toFixed(2);

/**
 * Where the browser comes back to from KOKO: Order complete of that order, which says where its payment stands; a
 * guest's order, its page (the guest has no account to read Order complete with; issue 32).
 */
export const kokoReturnPath = (order: Pick<OrderRecord, 'id' | 'guest' | 'userId' | 'language'>) =>
  guestReturnPath(order) ?? pathForOrder(order, `/cart?complete=${order.id}`);

/** The form the browser posts to KOKO's `orderCreate`, and where. */
export interface KokoForm {
  action: string;
  fields: KokoSignedFields & { dataString: string; signature: string };
}

/**
 * The signed form for an order the customer still has to pay: KOKO's order id is our order's number id as text, its
 * reference the order number, its amount the order's total after its code.
 */
export function kokoForm(order: OrderRecord, settings: KokoSettings): KokoForm {
  const base = config().PUBLIC_BASE_URL;
  const signed: KokoSignedFields = {
    _mId: settings.merchantId,
    _amount: kokoAmount(order.totalCents),
    _currency: KOKO_CURRENCY,
    _pluginName: PLUGIN_NAME,
    _pluginVersion: PLUGIN_VERSION,
    _returnUrl: `${base}${kokoReturnPath(order)}`,
    _cancelUrl: `${base}${kokoReturnPath(order)}`,
    _orderId: String(order.id),
    _reference: orderNumber(order.id),
    _firstName: order.billing.first_name,
    _lastName: order.billing.last_name,
    _email: order.customer.email,
    _description: order.lines.map(orderLineText).join(', ').slice(0, 250),
    api_key: settings.apiKey,
    _responseUrl: `${base}${KOKO_NOTIFY_PATH}`,
  };
  const dataString = kokoDataString(signed);
  return {
    action: settings.orderUrl,
    fields: { ...signed, dataString, signature: rsaSign(dataString, settings.merchantPrivateKey) },
  };
}
