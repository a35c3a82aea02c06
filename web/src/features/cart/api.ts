import { callApi } from '../../lib/api';
import type { CartLine } from '../../../../shared/api/cart';
import { lineName } from '../../../../shared/rules/variants';
import type { PlacedOrder } from '../../../../shared/api/orders';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import type { RouteBody } from '../../../../shared/routes';

/**
 * The S8 body as our checkout sends it: the billing fields, and the shipping, tax and discount the server reads
 * for nothing (it prices the order itself, contract S8).
 */
export type CheckoutPayload = RouteBody<'checkout-cod'> & {
  payment_method: PaymentMethod;
  shipping_rate: number;
  tax: 0;
  discount: 0;
};

export type { CartLine, PlacedOrder };

/** "Kesara Logo Tee — Size: M", or the product's name alone. */
export const cartLineName = (line: CartLine) => lineName(line.product.name, line.variant?.label);

/** The line's variant was removed from its product: it cannot be bought, only removed (decision 0054). */
export const variantGone = (line: CartLine) => line.variant_id !== null && line.variant === null;

export const fetchCart = () => callApi('cart-list');
export const changeQuantity = (lineId: number, quantity: number) =>
  callApi('cart-update', { params: { itemId: lineId }, body: { quantity } });
export const removeLine = (lineId: number) => callApi('cart-remove', { params: { itemId: lineId } });
export const placeOrder = (payload: CheckoutPayload) => callApi('checkout-cod', { body: payload });
/** S9: the same fields without payment_method; the answer's `payhere` goes to PayHere's startPayment unchanged. */
export const placeCardOrder = ({ payment_method: _card, ...payload }: CheckoutPayload) =>
  callApi('checkout-payhere', { body: payload });
/** A8 from checkout: the billing fields with `phone` (contract A8, third caller). */
export const saveCheckoutDetails = (details: Record<string, string>) => callApi('account-update', { body: details });
