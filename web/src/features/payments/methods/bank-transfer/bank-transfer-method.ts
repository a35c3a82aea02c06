import type { WebPaymentMethod } from '../payment-method';
import { placeCodOrder } from '../cod/api/place-cod-order';

/**
 * A bank transfer with a slip: the order is placed through the same checkout as cash, with `payment_method`
 * BANK_TRANSFER; the customer then transfers the amount and uploads the slip under My Orders.
 */
export const bankTransfer = {
  id: 'BANK_TRANSFER',
  label: 'Bank transfer',
  note: 'Transfer the amount from your banking app, then upload the slip under My Orders.',
  place: placeCodOrder,
  placedText: 'Order placed successfully!',
  refusedText: 'Failed to place order. Please try again.',
  failedText: 'Error placing order. Please try again.',
  completeText: () =>
    'Thank you! Your order has been received. Please transfer the amount below and upload the slip under My Orders.',
} as const satisfies WebPaymentMethod;
