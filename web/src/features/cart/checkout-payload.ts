import { deliveryRate } from '../../../../shared/rules/delivery';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import type { RouteBody } from '../../../../shared/routes';
import { trimBilling, type BillingValues } from '../account';

export type ShippingChoice = 'same' | 'different';

/**
 * The checkout's body as our checkout sends it: the billing fields, the way to pay, and the shipping, tax and
 * discount the server reads for nothing (it prices the order itself, contract S8). Each method's request sends
 * what its route takes of it.
 */
export type CheckoutPayload = RouteBody<'checkout-cod'> & {
  payment_method: PaymentMethod;
  shipping_rate: number;
  tax: 0;
  discount: 0;
};

/** Contract S8: `shipping_address` is the billing street when "Same as billing", else the free text typed. */
export function checkoutPayload(
  values: BillingValues,
  shipping: ShippingChoice,
  otherAddress: string,
  method: PaymentMethod,
): CheckoutPayload {
  const billing = trimBilling(values);
  return {
    payment_method: method,
    ...billing,
    shipping_address: shipping === 'same' ? billing.address : otherAddress.trim(),
    shipping_rate: deliveryRate(billing.city),
    tax: 0,
    discount: 0,
  };
}
