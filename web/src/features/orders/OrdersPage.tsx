import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useText, type MessageId } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { MY_RETURNS_TEXTS, MyReturns, useMyReturns } from '../returns';
import { useMyOrders, type OrdersTab } from './api/get-my-orders';
import { groupByOrder, type OrderGroup } from './group-lines';
import { OrderLinesTable } from './OrderLinesTable';
import { returnPartOf } from './return-part';
import './orders.css';

type Tab = OrdersTab | 'returns';

const TABS: Array<{ id: Tab; label: MessageId; empty: MessageId; error: MessageId }> = [
  { id: 'pending', label: 'myOrders.tab.pending', empty: 'myOrders.empty.pending', error: 'myOrders.failed.pending' },
  {
    id: 'complete',
    label: 'myOrders.tab.complete',
    empty: 'myOrders.empty.complete',
    error: 'myOrders.failed.complete',
  },
  { id: 'returns', label: 'myOrders.tab.returns', empty: MY_RETURNS_TEXTS.empty, error: MY_RETURNS_TEXTS.failed },
];

/**
 * /orders: Pending Orders (the default), Complete orders and My Returns; each tab asks the server again whenever it
 * is shown (S11). A delivered order shows its returns and, within its return window, **Return items** (issue 22).
 */
export default function OrdersPage() {
  const t = useText();
  usePageTitle(t('myOrders.title'));
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
      <h1 className="page-title">{t('myOrders.heading')}</h1>
      <div className="orders-tabs" role="tablist" aria-label={t('myOrders.tabs')}>
        {TABS.map((each) => (
          <button
            key={each.id}
            id={`orders-tab-${each.id}`}
            type="button"
            role="tab"
            aria-selected={each.id === tab}
            aria-controls="orders-panel"
            tabIndex={each.id === tab ? 0 : -1}
            className={each.id === tab ? 'is-active' : undefined}
            onClick={() => (each.id === tab ? askAgain() : choose(each.id))}
            onKeyDown={onKey}
          >
            {t(each.label)}
          </button>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`} className="orders-panel">
        {sent && <Alert kind="success">{sent}</Alert>}
        {loading && <Loading text={t(tab === 'returns' ? 'myOrders.loadingReturns' : 'myOrders.loading')} />}
        {!loading && shown.isError && (
          <>
            <Alert kind="error">{t(current.error)}</Alert>
            <button type="button" className="btn btn--ghost" onClick={askAgain}>
              {t('cart.tryAgain')}
            </button>
          </>
        )}
        {tab === 'returns' && !loading && returns.isSuccess && <MyReturns returns={returns.data} />}
        {lines?.length === 0 && (
          <div className="orders-empty">
            <p>{t(current.empty)}</p>
            <Link to="/beard" className="btn btn--ghost">
              {t('cart.startShopping')}
            </Link>
          </div>
        )}
        {lines && lines.length > 0 && (
          <OrderLinesTable
            groups={groupByOrder(lines)}
            caption={t(current.label)}
            onPaid={askAgain}
            after={tab === 'complete' ? returnPart : undefined}
          />
        )}
      </div>
    </div>
  );
}
