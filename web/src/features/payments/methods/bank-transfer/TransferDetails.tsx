import type { BankTransferDetails } from '../../../../../../shared/api/bank-transfer';
import { useDates, useMoney, useText } from '../../../../lib/i18n';

/** Where and how much to transfer, and by when: on Order complete and in My Orders. */
export function TransferDetails({ details }: { details: BankTransferDetails }) {
  const t = useText();
  const money = useMoney();
  const { dateTime } = useDates();
  const rows: Array<[string, string]> = [
    [t('transfer.amount'), money(details.amount)],
    [t('transfer.payBy'), dateTime(details.pay_by)],
    [t('transfer.bank'), details.bank],
    [t('transfer.branch'), details.branch],
    [t('transfer.accountName'), details.account_name],
    [t('transfer.accountNumber'), details.account_number],
    [t('transfer.reference'), details.reference],
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
