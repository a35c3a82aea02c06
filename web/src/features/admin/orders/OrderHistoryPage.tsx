import { Alert, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { StatusBadge } from '../common/StatusBadge';
import '../common/admin-pages.css';
import { useOrderHistory } from './api/get-order-history';
import { ORDER_TEXTS, orderErrorText, type HistoryRow } from './api/get-orders';
import { WideTable } from '../common/WideTable';

const columns = [
  { title: 'Order ID', dataIndex: 'id', key: 'id', render: (id: HistoryRow['id']) => `#${id}` },
  { title: 'Total', dataIndex: 'total', key: 'total' },
  { title: 'Date', dataIndex: 'date', key: 'date' },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (s: string) => <StatusBadge status={s} /> },
  {
    title: 'Action',
    key: 'action',
    // SPEC: View only logs the order.
    render: (_: unknown, row: HistoryRow) => (
      <Button size="small" onClick={() => console.log('View order', row)} aria-label={`View order ${row.id}`}>
        View
      </Button>
    ),
  },
];

/** Order History (B7; admin or staff): the finished orders, 10 a page. */
export default function OrderHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useOrderHistory(page);
  const { data, isFetching: loading } = history;
  const error = history.isError ? orderErrorText(history.error) : null;

  return (
    <div className="admin-page">
      <PageHeader title="Order History" />
      {error && <Alert type="error" showIcon title={error} />}
      {!error && (
        <Card>
          <WideTable label="Order history" minWidth={560}>
            <Table<HistoryRow>
              rowKey="id"
              columns={columns}
              dataSource={data?.orders ?? []}
              loading={loading}
              pagination={false}
              locale={{ emptyText: loading ? ' ' : ORDER_TEXTS.emptyHistory }}
            />
          </WideTable>
        </Card>
      )}
      {data && !error && (
        <AdminPager
          label="Order history pages"
          page={data.currentPage}
          totalPages={data.totalPages}
          onChange={setPage}
        />
      )}
    </div>
  );
}
