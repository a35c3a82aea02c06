import { Select } from 'antd';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
} from '../../../../../shared/rules/payments';
import { COD_CONFIRMATIONS, COD_CONFIRMATION_LABELS } from '../../../../../shared/rules/cod-confirmation';
import type { PaymentFilter } from './api/get-orders';

const METHOD_OPTIONS = [
  { value: '', label: 'All payment methods' },
  ...PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All payment statuses' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] })),
];

const COD_OPTIONS = [
  { value: '', label: 'All cash confirmations' },
  ...COD_CONFIRMATIONS.map((c) => ({ value: c, label: COD_CONFIRMATION_LABELS[c] })),
];

/** The order list's payment method, payment status and cash confirmation (issue 31) filters ('' is all). */
export function PaymentFilters({ value, onChange }: { value: PaymentFilter; onChange: (next: PaymentFilter) => void }) {
  return (
    <div className="admin-page__toolbar orders__filters">
      <Select<PaymentFilter['method']>
        aria-label="Payment method"
        value={value.method}
        options={METHOD_OPTIONS}
        onChange={(method) => onChange({ ...value, method })}
      />
      <Select<PaymentFilter['status']>
        aria-label="Payment status"
        value={value.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Select<NonNullable<PaymentFilter['codConfirmation']>>
        aria-label="Cash confirmation"
        value={value.codConfirmation ?? ''}
        options={COD_OPTIONS}
        onChange={(codConfirmation) => onChange({ ...value, codConfirmation })}
      />
    </div>
  );
}
