/**
 * The ways to pay (methods/<method>, one folder each, listed by methods/registry.ts): what the cart's checkout and
 * My Orders use of each.
 */
export { checkoutMethods, paymentMethodOf } from './methods/registry';
export type { CheckoutPayload, CheckoutSend, MethodOutcome, WebPaymentMethod } from './methods/payment-method';
export { useMethodAvailability } from './api/get-checkout-methods';
