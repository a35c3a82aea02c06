import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../lib/use-page-title';
import { MY_RETURNS_TEXTS, MyReturns, useMyReturns } from '../returns';
import { useMyOrders, type OrdersTab } from './api/get-my-orders';
import { groupByOrder, type OrderGroup } from './group-lines';
import { OrderLinesTable } from './OrderLinesTable';
import { returnPartOf } from './return-part';
import './orders.css';

type Tab = OrdersTab | 'returns';

const TABS: Array<{ id: Tab; label: string; empty: string; error: string }> = [
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
  { id: 'returns', label: 'My Returns', empty: MY_RETURNS_TEXTS.empty, error: MY_RETURNS_TEXTS.failed },
];

/**
 * /orders: Pending Orders (the default), Complete orders and My Returns; each tab asks the server again whenever it
 * is shown (S11). A delivered order shows its returns and, within its return window, **Return items** (issue 22).
 */
export default function OrdersPage() {
  usePageTitle('My Orders');
  const [tab, setTab] = useState<Tab>('pending');
  const [sent, setSent] = useState<string>();
  const ordersTab: OrdersTab = tab === 'returns' ? 'complete' : tab;
  const orders = useMyOrders(ordersTab, tab !== 'returns');
  // Returns belong to delivered orders: the Complete tab and My Returns read them.
  const returns = useMyReturns(tab !== 'pending');
  const shown = tab === 'returns' ? returns : orders;
  const current = TABS.find((t) => t.id === tab)!;
  const askAgain = () => void shown.refetch();
  // A tab seen before shows its last lines while it is asked again; after a failure, Try again shows the loading text.
  const loading = shown.isPending || (shown.isFetching && shown.isError);
  const lines = tab !== 'returns' && !loading && orders.isSuccess ? orders.data : null;
  const myReturns = returns.data ?? [];

  const choose = (next: Tab) => {
    setSent(undefined);
    setTab(next);
    // Both tabs that show returns read the one list, which stays loaded between them: shown again, it is asked again.
    if (tab !== 'pending' && next !== 'pending') void returns.refetch();
  };

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const step = e.key === 'ArrowRight' ? 1 : TABS.length - 1;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + step) % TABS.length];
    choose(next.id);
    document.getElementById(`orders-tab-${next.id}`)?.focus();
  };

  const returnPart = (group: OrderGroup) => returnPartOf(group, myReturns, setSent);

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
            onClick={() => (t.id === tab ? askAgain() : choose(t.id))}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`} className="orders-panel">
        {sent && <Alert kind="success">{sent}</Alert>}
        {loading && <Loading text={tab === 'returns' ? 'Loading your returns...' : 'Loading your orders...'} />}
        {!loading && shown.isError && (
          <>
            <Alert kind="error">{current.error}</Alert>
            <button type="button" className="btn btn--ghost" onClick={askAgain}>
              Try again
            </button>
          </>
        )}
        {tab === 'returns' && !loading && returns.isSuccess && <MyReturns returns={returns.data} />}
        {lines?.length === 0 && (
          <div className="orders-empty">
            <p>{current.empty}</p>
            <Link to="/beard" className="btn btn--ghost">
              Start Shopping
            </Link>
          </div>
        )}
        {lines && lines.length > 0 && (
          <OrderLinesTable
            groups={groupByOrder(lines)}
            caption={current.label}
            onPaid={askAgain}
            after={tab === 'complete' ? returnPart : undefined}
          />
        )}
      </div>
    </div>
  );
}
