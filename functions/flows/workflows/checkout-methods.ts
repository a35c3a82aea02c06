import type { PaymentMethod } from '../../../shared/rules/payments';
import { allPaymentMethods } from '../../domain/payments';
import { whyNotOffered } from '../steps/method-offer';

export interface CheckoutMethods {
  /** The ways to pay the shop offers now. */
  methods: PaymentMethod[];
  /** Of those, the ones this customer may not use, with the words their checkout would answer. */
  withheld: Array<{ payment_method: PaymentMethod; message: string }>;
}

/**
 * What the checkout may offer this customer, for the phone typed so far (issue 31): a method the shop does not offer
 * is left out, one withheld from the customer (cash after parcels refused at the door) comes with its refusal.
 */
export async function checkoutMethodsFor(userId: number, phone: string, now = new Date()): Promise<CheckoutMethods> {
  const out: CheckoutMethods = { methods: [], withheld: [] };
  for (const method of allPaymentMethods()) {
    if (method.notOffered?.()) continue;
    out.methods.push(method.id);
    const refusal = await whyNotOffered(method, userId, phone, now);
    if (refusal) out.withheld.push({ payment_method: method.id, message: refusal.message });
  }
  return out;
}
