import type { BankTransferDetails } from '../../../../../../shared/api/bank-transfer';
import { colomboDateTime } from '../../../../../../shared/rules/dates';
import { formatLkr } from '../../../../../../shared/rules/money';

/** Where and how much to transfer, and by when: on Order complete and in My Orders. */
export function TransferDetails({ details }: { details: BankTransferDetails }) {
  const rows: Array<[string, string]> = [
    ['Amount', formatLkr(details.amount)],
    ['Pay by', colomboDateTime(details.pay_by)],
    ['Bank', details.bank],
    ['Branch', details.branch],
    ['Account name', details.account_name],
    ['Account number', details.account_number],
    ['Reference', details.reference],
  ];
  return (
    <dl className="transfer-details" data-testid="transfer-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The details a placed order carries when it is paid by transfer (the checkout answers them beside the order). */
export const transferDetailsOf = (order: object | null): BankTransferDetails | null =>
  order && 'bank_transfer' in order && order.bank_transfer ? (order.bank_transfer as BankTransferDetails) : null;
