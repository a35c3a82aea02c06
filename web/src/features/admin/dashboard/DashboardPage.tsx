import { Alert, Card, Col, Row, Skeleton, Spin } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { PageHeader } from '../common/PageHeader';
import '../common/admin-pages.css';
import { BestSellers } from './BestSellers';
import { DASHBOARD_TEXTS, useDashboard, type DashboardPeriod } from './api/get-dashboard';
import { LowStock } from './LowStock';
import { PaymentBreakdown } from './PaymentBreakdown';
import { CartReminderFigures } from './CartReminderFigures';
import { PeriodButtons } from './PeriodButtons';
import { RecentOrders } from './RecentOrders';
import { StatCards } from './StatCards';
import './dashboard.css';

const SaleGraph = lazy(() => import('./SaleGraph'));

/** Dashboard (B1, admin only): the period's figures, the sale graph, best sellers and recent orders. */
export default function DashboardPage() {
  const [period, setPeriod] = useState<DashboardPeriod>('monthly');
  const { data, loading, error } = useDashboard(period);

  return (
    <div className="admin-page dashboard">
      <PageHeader title="Dashboard">
        {data && (
          <p className="dashboard__range" aria-live="polite">
            {`${data.stats.start_date} - ${data.stats.end_date}`}
          </p>
        )}
      </PageHeader>
      {error && <Alert type="error" showIcon title={error} />}
      {!data && loading && (
        <div role="status" aria-live="polite">
          <p className="dashboard__loading">{DASHBOARD_TEXTS.loading}</p>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {data && (
        <Spin spinning={loading} description={DASHBOARD_TEXTS.loading}>
          <div className="dashboard__body">
            <StatCards stats={data.stats} />
            <Card
              title={
                <>
                  <span>Sale Graph</span>
                  {data.stats.revenue && <span className="dashboard__revenue">{data.stats.revenue}</span>}
                </>
              }
              extra={<PeriodButtons value={period} onChange={setPeriod} disabled={loading} />}
              className="dashboard__graph"
            >
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <SaleGraph graph={data.sales_graph} />
              </Suspense>
            </Card>
            {data.payments && <PaymentBreakdown payments={data.payments} refused={data.stats.refused_orders ?? 0} />}
            {data.cart_reminders && <CartReminderFigures figures={data.cart_reminders} />}
            {data.low_stock && <LowStock products={data.low_stock} />}
            <Row gutter={[16, 16]}>
              <Col xs={24} xxl={9}>
                <BestSellers products={data.best_selling_products ?? []} />
              </Col>
              <Col xs={24} xxl={15}>
                <RecentOrders orders={data.recent_orders ?? []} />
              </Col>
            </Row>
          </div>
        </Spin>
      )}
    </div>
  );
}
