import { Card, Table } from 'antd';
import { StatusBadge } from '../common/StatusBadge';
import type { DashboardData } from './api/get-dashboard';
import { WideTable } from '../common/WideTable';

type Row = DashboardData['recent_orders'][number];

const columns = [
  { title: 'Product', dataIndex: 'product', key: 'product' },
  { title: 'Order ID', dataIndex: 'id', key: 'id', render: (id: Row['id']) => `#${id}` },
  { title: 'Date', dataIndex: 'date', key: 'date' },
  { title: 'Customer', dataIndex: 'customer', key: 'customer' },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (s: string) => <StatusBadge status={s} /> },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', align: 'right' as const },
  { title: 'Code', dataIndex: 'discount_code', key: 'discount_code', render: (c: Row['discount_code']) => c ?? '' },
];

export function RecentOrders({ orders }: { orders: Row[] }) {
  return (
    <Card title="Recent Orders">
      <WideTable label="Recent orders" minWidth={640}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={orders}
          pagination={false}
          size="middle"
          locale={{ emptyText: 'No orders in this period' }}
        />
      </WideTable>
    </Card>
  );
}
