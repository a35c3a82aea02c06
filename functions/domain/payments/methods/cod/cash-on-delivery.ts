import { returnMessages } from '../../../../../shared/rules/returns';
import type { PaymentMethodPlugin } from '../method';
import { startCodConfirmation } from './cod-confirmation';

/**
 * Cash on delivery (S8): the courier collects the money, so the order is a sale and is confirmed as soon as it is
 * placed, never expires and cannot be paid online. A return is refunded by a bank transfer staff make by hand.
 * Unless the setting turns it off, the customer confirms the order before it is prepared (issue 31).
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
  // Issue 31: the customer confirms each cash order (COD_CONFIRMATION), and repeated refusals at the door withhold it.
  startConfirmation: startCodConfirmation,
  withheldAfterRefusals: true,
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
