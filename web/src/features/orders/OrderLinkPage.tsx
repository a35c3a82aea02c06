import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useCustomerToken } from '../../lib/account-scope';
import { ApiError } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { keepOrderLink, keptOrderToken, OrderScopeContext } from '../../lib/order-scope';
import { usePageTitle } from '../../lib/use-page-title';
import type { GuestNextStep } from '../../../../shared/rules/guest-orders';
import { useClaimOrder } from './api/claim-order';
import { useGuestOrder, type OrderLinkParts } from './api/get-guest-order';
import { groupByOrder } from './group-lines';
import { OrderLinesTable } from './OrderLinesTable';
import { returnPartOf } from './return-part';
import './orders.css';

/**
 * `/order/<order_number>?t=<token>` (issue 32): the order a guest bought, reached by its link from any phone, shown
 * as My Orders shows it, with what My Orders offers for it (pay again, a bank slip, the cash order's code, a return)
 * through the link's own routes. The page's HTML holds no order: the browser reads it with the link's token. A
 * payment provider sends the guest back to `/order/<order_number>` alone: the tab kept the token (`keepOrderLink`).
 * A signed-in customer may add it to their account.
 */
export default function OrderLinkPage() {
  const t = useText();
  usePageTitle(t('orderLink.title'));
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  const link = { orderNumber, token: params.get('t') || keptOrderToken(orderNumber) };
  const order = useGuestOrder(link);
  const [sent, setSent] = useState<string>();
  const notFound = !link.token || (order.error instanceof ApiError && order.error.status === 404);
  const opened = order.isSuccess;
  useEffect(() => {
    if (opened) keepOrderLink(link.orderNumber, link.token);
  }, [opened, link.orderNumber, link.token]);

  return (
    <div className="container page order-link">
      <h1 className="page-title">{t('orderLink.title')}</h1>
      {notFound ? (
        <>
          <Alert kind="error">{t('orderLink.notFound')}</Alert>
          <Link to="/find-order" className="btn btn--ghost">
            {t('findOrder.title')}
          </Link>
        </>
      ) : order.isError ? (
        <>
          <Alert kind="error">{t('orderLink.failed')}</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void order.refetch()}>
            {t('orderLink.tryAgain')}
          </button>
        </>
      ) : order.isSuccess ? (
        <OrderScopeContext.Provider value={{ kind: 'link', ...link }}>
          {sent && <Alert kind="success">{sent}</Alert>}
          <OrderLinesTable
            groups={groupByOrder(order.data.lines)}
            caption={`Order ${orderNumber}`}
            onPaid={() => void order.refetch()}
            after={(group) => returnPartOf(group, order.data.returns, setSent)}
          />
          <NextSteps next={order.data.next} />
          {!order.data.claimed && <ClaimOrder link={link} />}
        </OrderScopeContext.Provider>
      ) : (
        <Loading text={t('orderLink.loading')} />
      )}
    </div>
  );
}

/** What the buyer can do next with this order, in words (the server says which steps apply). */
function NextSteps({ next }: { next: GuestNextStep[] }) {
  const t = useText();
  if (next.length === 0) return null;
  return (
    <section className="order-link__next" aria-labelledby="order-link-next">
      <h2 id="order-link-next" className="cart-section-title">
        {t('orderLink.next')}
      </h2>
      <ul>
        {next.map((step) => (
          <li key={step}>{t(`orderLink.next.${step}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** Signed in as a customer: Add to my account moves this order into My Orders (the link's token proves it). */
function ClaimOrder({ link }: { link: OrderLinkParts }) {
  const customer = useCustomerToken();
  const claim = useClaimOrder();
  const t = useText();
  if (!customer) return null;
  if (claim.isSuccess)
    return (
      <Alert kind="success">
        {t('orderLink.claimed')} <Link to="/orders">{t('orderLink.openOrders')}</Link>
      </Alert>
    );
  return (
    <div className="order-link__claim">
      {claim.isError && (
        <Alert kind="error">
          {(claim.error instanceof ApiError && claim.error.serverMessage) || t('orderLink.claimFailed')}
        </Alert>
      )}
      <button type="button" className="btn" disabled={claim.isPending} onClick={() => claim.mutate(link)}>
        {claim.isPending ? t('orderLink.claiming') : t('orderLink.claim')}
      </button>
    </div>
  );
}
