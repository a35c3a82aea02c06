import { Card, Col, Row } from 'antd';
import { COD_CONFIRMATION_LABELS, type CodConfirmation } from '../../../../../shared/rules/cod-confirmation';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../../shared/rules/payments';
import type { DashboardData } from './api/get-dashboard';

interface CountRow {
  label: string;
  count: number;
}

function CountList({ title, rows }: { title: string; rows: CountRow[] }) {
  return (
    <section className="dashboard__counts" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="dashboard__counts-none">None in this period</p>
      ) : (
        <dl>
          {rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.count}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The named counts that are not 0, in the server's order. */
const countedRows = <K extends string>(counts: Record<K, number>, labels: Record<K, string>): CountRow[] =>
  (Object.entries(counts) as Array<[K, number]>)
    .filter(([key, count]) => count > 0 && key in labels)
    .map(([key, count]) => ({ label: labels[key], count }));

/**
 * Payments (issue 31): the period's orders by payment method and by payment status, and the cash orders by their
 * confirmation with the parcels refused at the door.
 */
export function PaymentBreakdown({ payments, refused }: { payments: DashboardData['payments']; refused: number }) {
  const cash = countedRows<CodConfirmation>(payments.cod_confirmation, COD_CONFIRMATION_LABELS);
  return (
    <Card title="Payments" className="dashboard__payments">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <CountList title="By method" rows={countedRows<PaymentMethod>(payments.by_method, PAYMENT_METHOD_LABELS)} />
        </Col>
        <Col xs={24} md={8}>
          <CountList
            title="By payment status"
            rows={countedRows<PaymentStatus>(payments.by_status, PAYMENT_STATUS_LABELS)}
          />
        </Col>
        <Col xs={24} md={8}>
          <CountList
            title="Cash on delivery"
            rows={refused > 0 ? [...cash, { label: 'Refused at the door', count: refused }] : cash}
          />
        </Col>
      </Row>
    </Card>
  );
}
