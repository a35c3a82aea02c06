import { fromCents } from '../../../../../shared/rules/money';
import { orderNumber } from '../../../../../shared/rules/orders';
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
