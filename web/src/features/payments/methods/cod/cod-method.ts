import type { WebPaymentMethod } from '../payment-method';
import { placeCodOrder } from './api/place-cod-order';
import { CodConfirmationState } from './CodConfirmationState';

/** Cash on delivery: the courier takes the money, so the order is complete once placed. */
export const cashOnDelivery = {
  id: 'COD',
  label: 'Cash on Delivery',
  note: 'Pay in cash when your order reaches your door.',
  place: placeCodOrder,
  placedText: 'Order placed successfully!',
  refusedText: 'Failed to place order. Please try again.',
  failedText: 'Error placing order. Please try again.',
  completeText: () => 'Thank you! Your order has been received and will be paid in cash on delivery.',
  // Issue 31: where the order's confirmation stands, and the SMS code's field while it waits.
  OrderPayment: CodConfirmationState,
} as const satisfies WebPaymentMethod;
