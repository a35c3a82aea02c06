import { Card, Empty, List } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardData } from './api/get-dashboard';

type LowStockRows = NonNullable<DashboardData['low_stock']>;

/** Low stock (issue 33): products at or under their threshold, with the sizes that are; each opens its form. */
export function LowStock({ products }: { products: LowStockRows }) {
  return (
    <Card title="Low stock" className="dashboard__low-stock">
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing is running low" />
      ) : (
        <List
          dataSource={products}
          renderItem={(p) => (
            <List.Item key={p.id} extra={<span className="dashboard__sales">{`${p.stock} left`}</span>}>
              <List.Item.Meta
                title={<Link to={`/admin/products/${p.id}`}>{p.product}</Link>}
                description={
                  p.sizes.length
                    ? p.sizes.map((s) => `${s.label}: ${s.stock}`).join(' · ')
                    : `Alert at ${p.low_stock_threshold} or fewer`
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
