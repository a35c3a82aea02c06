import { deliveryRate } from '../../../../shared/rules/delivery';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import { trimBilling, type BillingValues } from '../account';
import type { CheckoutPayload } from '../payments';

export type ShippingChoice = 'same' | 'different';

export type { CheckoutPayload };

/** What only a guest gives at checkout (issue 32): where the order's mail goes, and whether offers may follow it. */
export interface GuestBuyer {
  email: string;
  /** "Send me offers and reminders", unticked unless the guest ticks it. */
  marketing_consent: boolean;
}

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
