import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatLkr } from '../../../../../shared/rules/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../../shared/rules/payments';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageHeader } from '../common/PageHeader';
import { StatusBadge } from '../common/StatusBadge';
import { TrackingSummary } from '../../../components/TrackingSummary';
import { useAfterAdminSave } from '../common/admin-query';
import '../common/admin-pages.css';
import { orderDetailError, useOrder, type AdminOrderDetail } from './api/get-order';
import { timelineTime } from './order-timeline';
import { OrderReturnsCard } from './OrderReturnsCard';
import { CustomerName } from './CustomerName';
import { OrderLanguageTag } from './OrderLanguageTag';
import { OrderTimeline } from './OrderTimeline';
import { CodConfirmationTag } from './CodConfirmationTag';
import { PaymentStatusTag } from './PaymentStatusTag';
import { ShippingDialog } from './ShippingDialog';
import './orders.css';
import { WideTable } from '../common/WideTable';
import { paymentMethodOf } from '../../payments';
import { lineKey, productColumn } from './order-line-columns';

type Line = AdminOrderDetail['products'][number];

const lineColumns = [
  productColumn,
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' as const },
  { title: 'Total', dataIndex: 'total', key: 'total', align: 'right' as const },
];

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The Shipping card: where the order goes, its delivery, and its courier and tracking number once shipped. */
function ShippingFacts({ order, onSaved }: { order: AdminOrderDetail; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      size="small"
      title="Shipping"
      extra={
        order.status === 'shipped' && (
          <Button size="small" onClick={() => setEditing(true)}>
            {order.tracking ? 'Edit tracking' : 'Add tracking'}
          </Button>
        )
      }
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Deliver to">{order.deliverTo.address}</Descriptions.Item>
        <Descriptions.Item label="Delivery">{order.orderInfo.shipping}</Descriptions.Item>
        {order.tracking && (
          <Descriptions.Item label="Tracking">
            <TrackingSummary tracking={order.tracking} />
          </Descriptions.Item>
        )}
      </Descriptions>
      {editing && (
        <ShippingDialog
          orderId={order.id}
          mode="correct"
          tracking={order.tracking}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            onSaved();
          }}
        />
      )}
    </Card>
  );
}

function OrderFacts({ order, onSaved }: { order: AdminOrderDetail; onSaved: () => void }) {
  const b = order.billing;
  const { payment } = order;
  const { AdminPayment } = paymentMethodOf(payment.method);
  return (
    <div className="order-page__facts">
      <Card size="small" title="Customer">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Name">
            <CustomerName customer={order.customer} />
            <OrderLanguageTag language={order.language} />
          </Descriptions.Item>
          <Descriptions.Item label="Email">{order.customer.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{order.customer.phone}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="Billing">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Name">{`${b.first_name} ${b.last_name}`.trim()}</Descriptions.Item>
          {b.company && <Descriptions.Item label="Company">{b.company}</Descriptions.Item>}
          <Descriptions.Item label="Address">{[b.address, b.apartment].filter(Boolean).join(', ')}</Descriptions.Item>
          <Descriptions.Item label="City">
            {[b.city, b.state, b.postal_code].filter(Boolean).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label="Country">{b.country}</Descriptions.Item>
          <Descriptions.Item label="Phone">{b.phone}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ShippingFacts order={order} onSaved={onSaved} />
      <Card size="small" title="Payment">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Method">{methodLabel(payment.method)}</Descriptions.Item>
          <Descriptions.Item label="Payment status">
            <PaymentStatusTag status={payment.status} />
          </Descriptions.Item>
          {order.cod_confirmation && (
            <Descriptions.Item label="Cash confirmation">
              <CodConfirmationTag state={order.cod_confirmation} />
            </Descriptions.Item>
          )}
          {payment.payhere_payment_id && (
            <Descriptions.Item label={paymentMethodOf(payment.method).paymentIdLabel ?? 'Payment ID'}>
              {payment.payhere_payment_id}
            </Descriptions.Item>
          )}
          {payment.card_no && (
            <Descriptions.Item label="Card">
              {[payment.card_method, payment.card_no].filter(Boolean).join(' ')}
            </Descriptions.Item>
          )}
          {payment.deadline && payment.status === 'unpaid' && (
            <Descriptions.Item label="Pay by">{timelineTime(payment.deadline)}</Descriptions.Item>
          )}
        </Descriptions>
        {AdminPayment && <AdminPayment order={order} onSaved={onSaved} />}
      </Card>
    </div>
  );
}

/** The back-office order page (admin or staff): lines, customer, billing, shipping, payment and every change. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Back keeps the list's filters and page when the list opened this page; a page opened directly goes to the list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/admin/orders'));
  const query = useOrder(orderId);
  const { data: order, isFetching: loading } = query;
  const error = query.isError ? orderDetailError(query.error) : null;
  const reload = () => void query.refetch();
  const afterSave = useAfterAdminSave();
  const saved = () => {
    afterSave();
    reload();
  };
  usePageTitle(order ? `Order ${order.order_number}` : 'Order');

  return (
    <div className="admin-page order-page">
      <PageHeader title={order ? `Order ${order.order_number}` : 'Order'}>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          Back to orders
        </Button>
      </PageHeader>
      {error && <Alert type="error" showIcon title={error} />}
      {!order && loading && !error && <Skeleton active paragraph={{ rows: 8 }} />}
      {order && !error && (
        <>
          <Card>
            <div className="order-page__head">
              <span>{`Orders ID: #${order.id}`}</span>
              <StatusBadge status={order.status} />
              <PaymentStatusTag status={order.payment_status} />
              <span className="order-card__date">{order.created_at ? timelineTime(order.created_at) : order.date}</span>
              {order.delivered_at && (
                <span className="order-card__date">{`Delivered ${timelineTime(order.delivered_at)}`}</span>
              )}
            </div>
          </Card>
          <OrderFacts order={order} onSaved={saved} />
          <Card title="Products">
            <WideTable label="Products of this order" minWidth={320}>
              <Table<Line>
                rowKey={lineKey}
                columns={lineColumns}
                dataSource={order.products}
                pagination={false}
                size="small"
              />
            </WideTable>
            <dl className="order-card__summary order-page__summary">
              <dt>Subtotal</dt>
              <dd>{order.summary.subtotal}</dd>
              <dt>Tax</dt>
              <dd>{order.summary.tax}</dd>
              <dt>Discount</dt>
              <dd>{order.summary.discount}</dd>
              {order.discount_code && (
                <>
                  <dt>Discount code</dt>
                  <dd>
                    <Link to={`/admin/discount-codes/${order.discount_code}`}>{order.discount_code}</Link> (−
                    {formatLkr(order.discount_amount ?? 0)})
                  </dd>
                </>
              )}
              <dt>Shipping</dt>
              <dd>{order.summary.shipping}</dd>
              <dt className="order-card__total">Total</dt>
              <dd className="order-card__total">{order.summary.total}</dd>
            </dl>
          </Card>
          <OrderReturnsCard returns={order.returns} />
          <Card title="Timeline">
            <OrderTimeline entries={order.timeline} />
          </Card>
        </>
      )}
    </div>
  );
}
