import { Alert, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { adminKeys } from '../common/admin-keys';
import { useAdminQuery } from '../common/useAdminQuery';
import '../common/admin-pages.css';
import { OrderCard } from './OrderCard';
import { ORDER_TEXTS, fetchOrders, orderErrorText } from './orders-api';
import './orders.css';

/** Orders Details (B5, B6; admin or staff): order cards 10 a page, pending first, each with its status menu. */
export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useAdminQuery(adminKeys.orders(page), () => fetchOrders(page), orderErrorText);

  return (
    <div className="admin-page">
      <PageHeader title="Orders Details" />
      {error && <Alert type="error" showIcon title={error} />}
      {!data && loading && !error && (
        <div className="orders__list" aria-busy="true" aria-label="Loading orders">
          {[0, 1].map((i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 5 }} />
            </Card>
          ))}
        </div>
      )}
      {data && !error && (
        <>
          {data.orders.length === 0 ? (
            <p className="admin-page__empty">{ORDER_TEXTS.emptyList}</p>
          ) : (
            <div className="orders__list" aria-busy={loading}>
              {data.orders.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </div>
          )}
          <AdminPager label="Order pages" page={data.currentPage} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
