import './bank-transfer.css';
import type { WebPaymentMethod } from '../payment-method';
import { placeBankTransferOrder } from './api/place-bank-transfer-order';
import { BankTransferPayment } from './BankTransferPayment';
import { SlipReview } from './SlipReview';
import { TransferDetails, transferDetailsOf } from './TransferDetails';

/** Step 3 under its sentence: the account, the amount and the pay-by time the checkout answered. */
function PlacedTransfer({ order }: { order: object | null }) {
  const details = transferDetailsOf(order);
  return details ? <TransferDetails details={details} /> : null;
}

/**
 * A bank transfer with a slip: placed through the same checkout as cash; the customer transfers the amount and
 * uploads the slip under My Orders, where staff's refusal (with its reason) asks for another.
 */
export const bankTransfer = {
  id: 'BANK_TRANSFER',
  label: 'Bank transfer',
  note: 'Transfer the amount from your banking app, then upload a photo of the slip to your order.',
  place: placeBankTransferOrder,
  placedText: 'Order placed successfully!',
  refusedText: 'Failed to place order. Please try again.',
  failedText: 'Error placing order. Please try again.',
  completeText: (_order, place) =>
    `Thank you! Your order has been received. Please transfer the amount below by the pay-by time and upload the slip ${place.under}.`,
  CompleteDetails: PlacedTransfer,
  OrderPayment: BankTransferPayment,
  AdminPayment: SlipReview,
} as const satisfies WebPaymentMethod;
