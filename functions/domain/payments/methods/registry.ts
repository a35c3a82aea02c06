import type { PaymentMethod } from '../../../../shared/rules/payments';
import { bankTransfer } from './bank-transfer/bank-transfer';
import { cashOnDelivery } from './cod/cash-on-delivery';
import type { PaymentMethodPlugin } from './method';
import { kokoPayIn3 } from './koko/koko';
import { payhereCard } from './payhere-card/payhere-card';

/**
 * Every way to pay, by the id its orders keep (decision 0070). A new method is its folder beside these and one line
 * here; its id and its name for the screens go in shared/rules/payments.ts, which the type below holds this list to.
 */
const METHODS = {
  COD: cashOnDelivery,
  CARD: payhereCard,
  KOKO: kokoPayIn3,
  BANK_TRANSFER: bankTransfer,
} satisfies Record<PaymentMethod, PaymentMethodPlugin>;

type AnyMethod = (typeof METHODS)[PaymentMethod];
type CheckoutRoute = AnyMethod['checkoutRoute'];

/** The plug-in of the method an order is paid with. */
export function paymentMethodOf(id: PaymentMethod): PaymentMethodPlugin {
  const method: PaymentMethodPlugin | undefined = METHODS[id];
  if (!method) throw new Error(`No payment method has the id ${String(id)}.`);
  return method;
}

/**
 * The method a checkout route places an order with: the one whose id the body names among the route's methods, or,
 * without a name, the route's own. Null when the route has no such method.
 */
export function checkoutMethod<R extends CheckoutRoute>(
  route: R,
  named?: string,
): Extract<AnyMethod, { checkoutRoute: R }> | null {
  const all: AnyMethod[] = Object.values(METHODS);
  const found = all.find((m) => m.checkoutRoute === route && (named === undefined || m.id === named));
  return (found as Extract<AnyMethod, { checkoutRoute: R }> | undefined) ?? null;
}

/** Every way to pay, in the order of PAYMENT_METHODS. */
export const allPaymentMethods = (): PaymentMethodPlugin[] => Object.values<AnyMethod>(METHODS);

/** The methods whose unpaid orders end at their deadline (the expiry looks only at their orders). */
export const expiringMethods = (): PaymentMethod[] =>
  Object.values<AnyMethod>(METHODS)
    .filter((m) => m.expiresUnpaid)
    .map((m) => m.id);
