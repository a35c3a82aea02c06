import { PAYMENT_METHODS, type PaymentMethod } from '../../../../../shared/rules/payments';
import type { WebPaymentMethod } from './payment-method';
import { cashOnDelivery } from './cod/cod-method';
import { payhereCard } from './payhere-card/payhere-card-method';
import { kokoPayIn3 } from './koko/koko-method';
import { bankTransfer } from './bank-transfer/bank-transfer-method';

/** Every way to pay, by the id the server knows it by (shared/rules/payments.ts): a method the server lists must be here. */
const METHODS: Record<PaymentMethod, WebPaymentMethod> = {
  COD: cashOnDelivery,
  CARD: payhereCard,
  KOKO: kokoPayIn3,
  BANK_TRANSFER: bankTransfer,
};

/** The checkout's choices, in the shop's order; the first is chosen at first. */
export const checkoutMethods = (): readonly WebPaymentMethod[] => PAYMENT_METHODS.map((id) => METHODS[id]);

export const paymentMethodOf = (id: PaymentMethod): WebPaymentMethod => METHODS[id];
