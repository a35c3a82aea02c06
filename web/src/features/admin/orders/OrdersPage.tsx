import { COD_CONFIRMATIONS, type CodConfirmation } from '../../../../../shared/rules/cod-confirmation';
import { Alert, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../../shared/rules/payments';
import { useSession } from '../../../lib/session';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { OrderCard } from './OrderCard';
import { OrdersExport } from './OrdersExport';
import { ORDER_TEXTS, orderErrorText, useOrders, type PaymentFilter } from './api/get-orders';
import { PaymentFilters } from './PaymentFilters';
import './orders.css';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.find((a) => a === value) ?? '';

/**
 * Orders Details (B5, B6; admin or staff): order cards 10 a page, pending first, each with its status menu;
 * narrowed by payment method and status, and (admins) exported as CSV. Filters and page live in the URL, so Back
 * from an order page returns to the same list.
 */
export default function OrdersPage() {
  const isAdmin = useSession((s) => s.user?.user_type === 'admin');
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<PaymentFilter>(() => ({
    method: oneOf<PaymentMethod>(params.get('payment_method'), PAYMENT_METHODS),
    status: oneOf<PaymentStatus>(params.get('payment_status'), PAYMENT_STATUSES),
    codConfirmation: oneOf<CodConfirmation>(params.get('cod_confirmation'), COD_CONFIRMATIONS),
  }));
  const [page, setPage] = usePageReset(
    `${filter.method}|${filter.status}|${filter.codConfirmation ?? ''}`,
    Number(params.get('page')) || 1,
  );
  useEffect(() => {
    const next = new URLSearchParams();
    if (filter.method) next.set('payment_method', filter.method);
    if (filter.status) next.set('payment_status', filter.status);
    if (filter.codConfirmation) next.set('cod_confirmation', filter.codConfirmation);
    if (page > 1) next.set('page', String(page));
    setParams(next, { replace: true });
  }, [filter, page, setParams]);
  const orders = useOrders(page, filter);
  const { data, isFetching: loading } = orders;
  const error = orders.isError ? orderErrorText(orders.error) : null;

  return (
    <div className="admin-page">
      <PageHeader title="Orders Details">{isAdmin && <OrdersExport />}</PageHeader>
      <PaymentFilters value={filter} onChange={setFilter} />
      {error && <Alert type="error" showIcon title={error} />}
      {!data && loading && !error && (
        <div className="orders__list" role="status" aria-busy="true" aria-label="Loading orders">
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
