import { Card } from 'antd';
import type { DashboardData } from './api/get-dashboard';

/** Cart reminders (issue 33, decision 0086): the period's carts reminded, and the orders they won back. */
export function CartReminderFigures({ figures }: { figures: DashboardData['cart_reminders'] }) {
  return (
    <Card title="Cart reminders" className="dashboard__payments">
      <section className="dashboard__counts" aria-label="Cart reminders">
        <dl>
          <div>
            <dt>Carts reminded</dt>
            <dd>{figures.carts_reminded}</dd>
          </div>
          <div>
            <dt>Recovered orders</dt>
            <dd>{figures.recovered_orders}</dd>
          </div>
          <div>
            <dt>Recovered revenue</dt>
            <dd>{figures.recovered_revenue}</dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
