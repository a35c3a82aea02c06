import { colomboDateTime as payByText } from '../../../../../shared/rules/dates';
import { formatLkr, fromCents } from '../../../../../shared/rules/money';
import { orderPlace } from '../../../../../shared/rules/guest-orders';
import type { PayableOrder } from '../method';
import { bankTransferDetails } from './bank-details';

/** The transfer asked of the customer, in the words of the confirmation mail. */
export function transferInstructions(order: PayableOrder): string[] {
  const d = bankTransferDetails(order);
  return [
    `Pay by: ${payByText(d.pay_by)}`,
    `Amount: ${formatLkr(fromCents(order.totalCents))}`,
    `Bank: ${d.bank}, ${d.branch} branch`,
    `Account name: ${d.account_name}`,
    `Account number: ${d.account_number}`,
    `Reference: ${d.reference}`,
    `Then upload the bank slip ${orderPlace(order).under}. We ship once we have checked it; an order without a slip by then is canceled.`,
  ];
}

/** The SMS's short form: "Pay LKR 5,000.00 to Commercial Bank, acc 8001234567, ref ORD-000012, by 1 Dec 2026, 4:25 pm." */
export function transferSms(order: PayableOrder): string {
  const d = bankTransferDetails(order);
  return `Pay ${formatLkr(fromCents(order.totalCents))} to ${d.bank} acc ${d.account_number} (${d.account_name}), ref ${d.reference}, by ${payByText(d.pay_by)}, then upload the slip ${orderPlace(order).in}.`;
}
