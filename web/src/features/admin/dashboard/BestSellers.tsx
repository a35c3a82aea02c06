import { Avatar, Button, Card, Empty, List } from 'antd';
import type { DashboardData } from './api/get-dashboard';

/** Best Selling Products: image, product, price, total and "{sales} sales", shown as the server sends them. */
export function BestSellers({ products }: { products: DashboardData['best_selling_products'] }) {
  return (
    <Card
      title="Best Selling Products"
      extra={
        // SPEC: the REPORT button has no action yet.
        <Button type="link">REPORT</Button>
      }
      className="dashboard__best"
    >
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No sales in this period" />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={products}
          renderItem={(p) => (
            <List.Item key={p.id ?? p.product} extra={<span className="dashboard__sales">{`${p.sales} sales`}</span>}>
              <List.Item.Meta
                avatar={
                  <Avatar shape="square" size={48} src={p.image || undefined} alt={p.product}>
                    {p.product.slice(0, 1)}
                  </Avatar>
                }
                title={p.product}
                description={
                  <span className="dashboard__best-figures">
                    <span>
                      <span className="dashboard__figure-label">Price </span>
                      {p.price}
                    </span>
                    <span>
                      <span className="dashboard__figure-label">Total </span>
                      {p.total}
                    </span>
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
