import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Skeleton, Table } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatLkr } from '../../../../../shared/rules/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../../shared/rules/payments';
import { lineName } from '../../../../../shared/rules/variants';
import { REFUND_METHOD_LABELS, RETURN_REASON_LABELS, labelOf } from '../../../lib/return-texts';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageHeader } from '../common/PageHeader';
import { StatusBadge } from '../common/StatusBadge';
import { WideTable } from '../common/WideTable';
import { useAfterAdminSave } from '../common/admin-query';
import '../common/admin-pages.css';
import { timelineTime } from '../orders/order-timeline';
import { PaymentStatusTag } from '../orders/PaymentStatusTag';
import '../orders/orders.css';
import { RETURN_ACTION_TEXTS, movesFrom, type ReturnChange } from './return-moves';
import { ReturnActions } from './ReturnActions';
import { ReturnStatusTag } from './ReturnStatusTag';
import { ReturnTimeline } from './ReturnTimeline';
import { changeReturn } from './api/change-return';
import { useReturn } from './api/get-return';
import type { AdminReturnDetail } from './api/get-returns';
import './returns.css';

type Item = AdminReturnDetail['items'][number];

const itemColumns = [
  {
    title: 'Product',
    key: 'product',
    render: (_: unknown, i: Item) => lineName(i.product_name, i.variant_label),
  },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' as const },
  { title: 'Amount', key: 'amount', align: 'right' as const, render: (_: unknown, i: Item) => formatLkr(i.amount) },
];

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

function ReturnFacts({ ret }: { ret: AdminReturnDetail }) {
  const { order, customer } = ret;
  return (
    <div className="admin-returns__facts">
      <Card size="small" title="Return">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Status">
            <ReturnStatusTag status={ret.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Reason">{labelOf(RETURN_REASON_LABELS, ret.reason)}</Descriptions.Item>
          <Descriptions.Item label="Note">{ret.note ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Asked">{timelineTime(ret.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="Order">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Order">
            <Link to={`/admin/orders/${order.id}`}>{`Order #${order.id}`}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusBadge status={order.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Payment">{methodLabel(order.payment_method)}</Descriptions.Item>
          <Descriptions.Item label="Payment status">
            <PaymentStatusTag status={order.payment_status} />
          </Descriptions.Item>
          <Descriptions.Item label="Total">{formatLkr(order.total)}</Descriptions.Item>
          <Descriptions.Item label="Delivered">
            {order.delivered_at ? timelineTime(order.delivered_at) : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="Customer">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Name">{customer.name}</Descriptions.Item>
          <Descriptions.Item label="Email">{customer.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{customer.phone || '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="Refund">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Amount">{formatLkr(ret.refund_amount)}</Descriptions.Item>
          <Descriptions.Item label="Method">{labelOf(REFUND_METHOD_LABELS, ret.refund_method)}</Descriptions.Item>
          <Descriptions.Item label="Reference">{ret.refund_reference ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}

/** One return (admin and staff): its order, customer, items, reason and timeline, and the moves its status allows. */
export default function ReturnPage() {
  const { returnId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const afterSave = useAfterAdminSave();
  // Back keeps the list's tab and page when the list opened this page; a page opened directly goes to the list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/admin/returns'));
  const query = useReturn(returnId);
  const { data: ret, isFetching: loading } = query;
  const error = query.isError ? query.error.message : null;
  const reload = () => void query.refetch();
  usePageTitle(ret ? `Return #${ret.id}` : 'Return');

  async function move(change: ReturnChange) {
    if (!ret) return;
    try {
      await changeReturn(ret.id, change);
    } catch (e) {
      // A refusal may have changed what the page shows: PayHere's lost answer asks for its refund reference.
      reload();
      throw e;
    }
    void message.success(RETURN_ACTION_TEXTS.updated);
    afterSave();
    reload();
  }

  return (
    <div className="admin-page">
      <PageHeader title={ret ? `Return #${ret.id}` : 'Return'}>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          Back to returns
        </Button>
      </PageHeader>
      {error && <Alert type="error" showIcon title={error} />}
      {!ret && loading && !error && <Skeleton active paragraph={{ rows: 8 }} />}
      {ret && !error && (
        <>
          <ReturnFacts ret={ret} />
          <Card title="Items">
            <WideTable label="Items of this return" minWidth={320}>
              <Table<Item>
                rowKey={(i) => `${i.product_id}-${i.variant_id ?? ''}`}
                columns={itemColumns}
                dataSource={ret.items}
                pagination={false}
                size="small"
              />
            </WideTable>
          </Card>
          {movesFrom(ret.status).length > 0 && (
            <Card title="Actions">
              {/* A fresh form per status: the note typed for one step is not offered to the next. */}
              <ReturnActions
                key={ret.status}
                status={ret.status}
                refundMethod={ret.refund_method}
                refundCheck={ret.refund_check === true}
                refundAmount={ret.refund_amount}
                send={move}
              />
            </Card>
          )}
          <Card title="Timeline">
            <ReturnTimeline steps={ret.timeline} />
          </Card>
        </>
      )}
    </div>
  );
}
