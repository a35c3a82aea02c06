import { fromCents } from '../../../../../shared/rules/money';
import { orderNumber } from '../../../../../shared/rules/orders';
import { paymentStatusOf, type OrderRecord } from '../../../orders';
import type { PayableOrder } from '../method';
import { bankSettings } from './bank-config';

/** Where and how much a customer transfers for an order, as the checkout and My Orders answer it. */
export interface BankTransferDetails {
  bank: string;
  branch: string;
  account_name: string;
  account_number: string;
  /** The order number, which the customer gives as the transfer's reference. */
  reference: string;
  /** The order's total after its code, in LKR. */
  amount: number;
  /** The end of the window (ISO time); the order is canceled if no slip came by then. */
  pay_by: string;
}

export function bankTransferDetails(order: PayableOrder): BankTransferDetails {
  const bank = bankSettings();
  return {
    bank: bank.bank,
    branch: bank.branch,
    account_name: bank.accountName,
    account_number: bank.accountNumber,
    reference: orderNumber(order.id),
    amount: fromCents(order.totalCents),
    pay_by: order.paymentDeadline ?? '',
  };
}

/** The reason staff gave when they last refused the order's slip; null unless the order waits for another slip. */
export function rejectionReasonOf(order: OrderRecord): string | null {
  if (paymentStatusOf(order) !== 'slip_rejected') return null;
  return (order.history ?? []).filter((e) => e.kind === 'slip_rejected').at(-1)?.note ?? null;
}

/** What the customer's My Orders shows of a bank-transfer order: where to pay, and why a slip was refused. */
export const bankOrderDetails = (order: OrderRecord) => ({
  bank_transfer: bankTransferDetails(order),
  slip_rejection_reason: rejectionReasonOf(order),
});
