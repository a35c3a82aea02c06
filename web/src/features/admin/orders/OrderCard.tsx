import { Button, Card, Descriptions, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TrackingSummary } from '../../../components/TrackingSummary';
import { StatusBadge } from '../common/StatusBadge';
import { useAfterAdminSave } from '../common/admin-query';
import { useChangeOrderStatus } from './api/change-order-status';
import type { AdminOrder, ChangedOrder } from './api/get-orders';
import { PaymentStatusTag } from './PaymentStatusTag';
import { ShippingDialog } from './ShippingDialog';
import { CodConfirmationTag } from './CodConfirmationTag';
import { CustomerName } from './CustomerName';
import { OrderLanguageTag } from './OrderLanguageTag';
import { CONFIRMED_BY_PHONE, EDIT_TRACKING, StatusMenu } from './StatusMenu';
import type { OrderTracking } from './tracking-form';
import { WideTable } from '../common/WideTable';
import { lineKey, productColumn } from './order-line-columns';

type Line = AdminOrder['products'][number];

const lineColumns = [
  productColumn,
  { title: 'Order ID', dataIndex: 'orderId', key: 'orderId', render: (id: Line['orderId']) => `#${id}` },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' as const },
  { title: 'Total', dataIndex: 'total', key: 'total', align: 'right' as const },
];

/** One order of Orders Details: its parties, summary and status menu; View More / Back shows its products. */
export function OrderCard({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState(order.status);
  const statusChange = useChangeOrderStatus(order.id);
  const afterSave = useAfterAdminSave();
  const [open, setOpen] = useState(false);
  // B5 does not carry the tracking; B6's answers do, so the card knows it once it was given here.
  const [tracking, setTracking] = useState<OrderTracking | null>(null);
  const [shipping, setShipping] = useState<'ship' | 'correct' | null>(null);
  const [codConfirmation, setCodConfirmation] = useState(order.cod_confirmation);

  function shipped(changed: ChangedOrder) {
    setShipping(null);
    setStatus(changed.status);
    setTracking(changed.tracking);
    afterSave();
  }

  async function choose(next: string) {
    if (next === 'shipped' || next === EDIT_TRACKING) {
      setShipping(next === 'shipped' ? 'ship' : 'correct');
      return;
    }
    const byPhone = next === CONFIRMED_BY_PHONE;
    const confirmed = await statusChange.mutateAsync({
      status: byPhone ? 'processing' : next,
      confirmedByPhone: byPhone,
    });
    if (confirmed) {
      setStatus(confirmed);
      if (byPhone) setCodConfirmation('confirmed');
      afterSave();
    }
  }

  const { customer, orderInfo, deliverTo, paymentInfo, summary } = order;
  return (
    <Card
      className="order-card"
      title={
        <span className="order-card__title">
          <span>{`Orders ID: #${order.id}`}</span>
          <span aria-live="polite">
            <StatusBadge status={status} />
          </span>
        </span>
      }
      extra={
        <StatusMenu
          orderId={order.id}
          status={status}
          busy={statusChange.isPending}
          awaitingConfirmation={codConfirmation === 'awaiting' && status === 'pending'}
          onChoose={choose}
        />
      }
    >
      {shipping && (
        <ShippingDialog
          orderId={order.id}
          mode={shipping}
          tracking={tracking}
          onClose={() => setShipping(null)}
          onDone={shipped}
        />
      )}
      <p className="order-card__date">{order.date}</p>
      <div className="order-card__grid">
        <Descriptions size="small" column={1} title="Customer">
          <Descriptions.Item label="Name">
            {customer && <CustomerName customer={customer} />}
            <OrderLanguageTag language={order.language} />
          </Descriptions.Item>
          <Descriptions.Item label="Email">{customer?.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{customer?.phone}</Descriptions.Item>
        </Descriptions>
        <Descriptions size="small" column={1} title="Order Info">
          <Descriptions.Item label="Shipping">{orderInfo?.shipping}</Descriptions.Item>
          <Descriptions.Item label="Payment Method">{orderInfo?.paymentMethod}</Descriptions.Item>
          <Descriptions.Item label="Status">{status}</Descriptions.Item>
          {tracking && (
            <Descriptions.Item label="Tracking">
              <TrackingSummary tracking={tracking} />
            </Descriptions.Item>
          )}
        </Descriptions>
        <Descriptions size="small" column={1} title="Deliver To">
          <Descriptions.Item label="Address">{deliverTo?.address}</Descriptions.Item>
        </Descriptions>
        <Descriptions size="small" column={1} title="Payment Info">
          {paymentInfo?.paymentMethod && (
            <Descriptions.Item label="Payment Method">{paymentInfo.paymentMethod}</Descriptions.Item>
          )}
          <Descriptions.Item label="Payment Status">
            <PaymentStatusTag status={order.payment_status} />
          </Descriptions.Item>
          {codConfirmation && (
            <Descriptions.Item label="Cash confirmation">
              <CodConfirmationTag state={codConfirmation} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Business Name">{paymentInfo?.businessName}</Descriptions.Item>
          <Descriptions.Item label="Phone">{paymentInfo?.phone}</Descriptions.Item>
        </Descriptions>
      </div>
      {open && (
        <WideTable label={`Products of order ${order.id}`} minWidth={480}>
          <Table<Line>
            className="order-card__lines"
            rowKey={lineKey}
            columns={lineColumns}
            dataSource={order.products ?? []}
            pagination={false}
            size="small"
          />
        </WideTable>
      )}
      <div className="order-card__foot">
        <span className="order-card__links">
          <Button type="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Back' : 'View More'}
          </Button>
          <Link
            className="order-card__page-link"
            to={`/admin/orders/${order.id}`}
            aria-label={`Order page of order ${order.id}`}
          >
            Order page
          </Link>
        </span>
        <dl className="order-card__summary">
          <dt>Subtotal</dt>
          <dd>{summary?.subtotal}</dd>
          <dt>Tax</dt>
          <dd>{summary?.tax}</dd>
          <dt>Discount</dt>
          <dd>{summary?.discount}</dd>
          <dt>Shipping</dt>
          <dd>{summary?.shipping}</dd>
          <dt className="order-card__total">Total</dt>
          <dd className="order-card__total">{summary?.total}</dd>
        </dl>
      </div>
    </Card>
  );
}
