import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/use-page-title';
import type { OrdersTab } from './api';
import { useMyOrders } from './api/use-my-orders';
import { groupByOrder } from './group-lines';
import { OrderLinesTable } from './OrderLinesTable';
import './orders.css';

const TABS: Array<{ id: OrdersTab; label: string; empty: string; error: string }> = [
  {
    id: 'pending',
    label: 'Pending Orders',
    empty: 'No pending orders found.',
    error: 'Failed to load pending orders. Please try again.',
  },
  {
    id: 'complete',
    label: 'Complete orders',
    empty: 'No complete orders found.',
    error: 'Failed to load complete orders. Please try again.',
  },
];

/** /orders: Pending Orders (the default) and Complete orders; each tab asks the server again whenever it is shown (S11). */
export default function OrdersPage() {
  usePageTitle('My Orders');
  const [tab, setTab] = useState<OrdersTab>('pending');
  const orders = useMyOrders(tab);
  const current = TABS.find((t) => t.id === tab)!;
  const askAgain = () => void orders.refetch();
  // A tab seen before shows its last lines while it is asked again; after a failure, Try again shows the loading text.
  const loading = orders.isPending || (orders.isFetching && orders.isError);
  const lines = !loading && orders.isSuccess ? orders.data : null;

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + 1) % TABS.length];
    setTab(next.id);
    document.getElementById(`orders-tab-${next.id}`)?.focus();
  };

  return (
    <div className="container page">
      <h1 className="page-title">ORDER DETAILS</h1>
      <div className="orders-tabs" role="tablist" aria-label="Orders">
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`orders-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            aria-controls="orders-panel"
            tabIndex={t.id === tab ? 0 : -1}
            className={t.id === tab ? 'is-active' : undefined}
            onClick={() => (t.id === tab ? askAgain() : setTab(t.id))}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`} className="orders-panel">
        {loading && <Loading text="Loading your orders..." />}
        {!loading && orders.isError && (
          <>
            <Alert kind="error">{current.error}</Alert>
            <button type="button" className="btn btn--ghost" onClick={askAgain}>
              Try again
            </button>
          </>
        )}
        {lines?.length === 0 && (
          <div className="orders-empty">
            <p>{current.empty}</p>
            <Link to="/beard" className="btn btn--ghost">
              Start Shopping
            </Link>
          </div>
        )}
        {lines && lines.length > 0 && (
          <OrderLinesTable groups={groupByOrder(lines)} caption={current.label} onPaid={askAgain} />
        )}
      </div>
    </div>
  );
}
