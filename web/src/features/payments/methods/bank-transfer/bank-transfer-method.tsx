import './bank-transfer.css';
import { checkoutEn } from '../../../../lib/i18n/messages/checkout/en';
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
  label: checkoutEn['payment.BANK_TRANSFER.label'],
  note: 'payment.BANK_TRANSFER.note',
  place: placeBankTransferOrder,
  placedText: 'payment.placed',
  refusedText: 'payment.refused',
  failedText: 'payment.failed',
  completeText: () => 'payment.BANK_TRANSFER.complete',
  CompleteDetails: PlacedTransfer,
  OrderPayment: BankTransferPayment,
  AdminPayment: SlipReview,
} as const satisfies WebPaymentMethod;
