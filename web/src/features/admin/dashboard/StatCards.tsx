import { brand } from '../../../../../shared/brand';
import { CheckCircleOutlined, RollbackOutlined, ShoppingOutlined, SyncOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Tag } from 'antd';
import type { DashboardData } from './api/get-dashboard';

/** The four order counts of the period; a missing count shows 0. */
export function StatCards({ stats }: { stats: DashboardData['stats'] }) {
  const cards = [
    { title: 'Total Orders', value: stats.total_orders, icon: <ShoppingOutlined /> },
    {
      title: 'Active Orders',
      value: stats.active_orders,
      icon: <SyncOutlined />,
      note: stats.pending_orders ? `${stats.pending_orders} pending` : undefined,
    },
    { title: 'Completed Orders', value: stats.completed_orders, icon: <CheckCircleOutlined /> },
    { title: 'Return Orders', value: stats.returned_orders, icon: <RollbackOutlined /> },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.title} xs={12} lg={6}>
          <Card className="dashboard__stat">
            <Statistic title={c.title} value={c.value || 0} prefix={c.icon} />
            {'note' in c && c.note && (
              <Tag color={brand.colors.primary} variant="solid" className="dashboard__note">
                {c.note}
              </Tag>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
