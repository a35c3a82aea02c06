import { returnMessages } from '../../../../../shared/rules/returns';
import type { PaymentMethodPlugin } from '../method';

/**
 * Cash on delivery (S8): the courier collects the money, so the order is a sale and is confirmed as soon as it is
 * placed, never expires and cannot be paid online. A return is refunded by a bank transfer staff make by hand.
 */
export const cashOnDelivery = {
  id: 'COD',
  checkoutRoute: 'checkout-cod',
  newOrderPayment: async () => ({ paymentStatus: 'on_delivery' }),
  checkoutAnswer: async () => ({}),
  confirmedWhen: 'placed',
  saleBeforePayment: true,
  canPayAgain: false,
  expiresUnpaid: false,
  refunds: {
    by: 'staff',
    method: 'bank_transfer',
    referenceMissing: returnMessages.refundReference,
    timelineNote: (reference) => `by bank transfer (reference ${reference})`,
    mailNews: (amount, reference) => `We have sent ${amount} to your bank account (transfer reference ${reference}).`,
  },
  texts: {
    sms: 'cash on delivery',
    mailTotal: 'Total (Cash on Delivery)',
    mailPayment: (total) => ({
      text: `Please keep ${total} ready for the courier.`,
      html: `Please keep ${total} ready for the courier (Cash on Delivery).`,
    }),
  },
} as const satisfies PaymentMethodPlugin<Record<string, never>>;
