import { Alert, Card, Descriptions, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { formatLkr } from '../../../../../shared/rules/money';
import { PageHeader } from '../common/PageHeader';
import { WideTable } from '../common/WideTable';
import '../common/admin-pages.css';
import { usesText, validDates } from './code-form';
import { CODE_TEXTS, type CodeDetail } from './api/get-discount-codes';
import { useDiscountCode } from './api/get-discount-code';

type Use = CodeDetail['orders'][number];

const columns = [
  {
    title: 'Order',
    key: 'order',
    render: (_: unknown, u: Use) => <Link to={`/admin/orders/${u.order_id}`}>#{u.order_id}</Link>,
  },
  { title: 'Placed', dataIndex: 'created_at', key: 'created_at', render: (at: string) => at.slice(0, 10) },
  { title: 'Discount', key: 'amount', render: (_: unknown, u: Use) => formatLkr(u.discount_amount) },
  {
    title: 'Standing',
    key: 'standing',
    render: (_: unknown, u: Use) => (u.given_back ? <Tag>Canceled: use given back</Tag> : <Tag color="green">Yes</Tag>),
  },
];

/** One discount code: its terms, the orders that used it and the total discount given (issue 21). */
export default function DiscountCodePage() {
  const code = (useParams().code ?? '').toUpperCase();
  const detail = useDiscountCode(code);
  const { data, isFetching: loading } = detail;
  const error = detail.isError ? CODE_TEXTS.failedOne : null;
  return (
    <div className="admin-page">
      <PageHeader title={`Discount Code ${code}`}>
        <Link to="/admin/discount-codes">All discount codes</Link>
      </PageHeader>
      {error && <Alert type="error" showIcon title={error} />}
      {data && (
        <Card>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Gives">{data.gives}</Descriptions.Item>
            <Descriptions.Item label="Valid">{validDates(data)}</Descriptions.Item>
            <Descriptions.Item label="Minimum spend">
              {data.min_subtotal === null ? 'None' : formatLkr(data.min_subtotal)}
            </Descriptions.Item>
            <Descriptions.Item label="Uses / limit">{usesText(data)}</Descriptions.Item>
            <Descriptions.Item label="Per customer">{data.per_customer_limit ?? 'No limit'}</Descriptions.Item>
            <Descriptions.Item label="Active">{data.active ? 'Yes' : 'No'}</Descriptions.Item>
            <Descriptions.Item label="Total discount given">{formatLkr(data.discount_total)}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <h2 className="admin-page__title">Orders that used it</h2>
      <Card>
        <WideTable label="Orders that used the code" minWidth={600}>
          <Table<Use>
            rowKey="order_id"
            columns={columns}
            dataSource={data?.orders ?? []}
            loading={loading}
            pagination={false}
            locale={{ emptyText: loading ? ' ' : 'No order has used this code yet.' }}
          />
        </WideTable>
      </Card>
    </div>
  );
}
