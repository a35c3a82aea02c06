import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useCustomerToken } from '../../lib/account-scope';
import { ApiError } from '../../lib/api';
import { keepOrderLink, keptOrderToken, OrderScopeContext } from '../../lib/order-scope';
import { usePageTitle } from '../../lib/use-page-title';
import type { GuestNextStep } from '../../../../shared/rules/guest-orders';
import { useClaimOrder } from './api/claim-order';
import { useGuestOrder, type OrderLinkParts } from './api/get-guest-order';
import { groupByOrder } from './group-lines';
import { OrderLinesTable } from './OrderLinesTable';
import { returnPartOf } from './return-part';
import './orders.css';

export const ORDER_LINK_TEXTS = {
  title: 'Your order',
  loading: 'Loading your order...',
  notFound: 'We could not find this order. The link may be incomplete, or a newer link replaced it.',
  failed: 'Failed to load your order. Please try again.',
  findOrder: 'Find my order',
  claim: 'Add to my account',
  claiming: 'Adding...',
  claimed: 'The order is now in My Orders.',
  claimFailed: 'The order could not be added to your account. Please try again.',
} as const;

/**
 * `/order/<order_number>?t=<token>` (issue 32): the order a guest bought, reached by its link from any phone, shown
 * as My Orders shows it, with what My Orders offers for it (pay again, a bank slip, the cash order's code, a return)
 * through the link's own routes. The page's HTML holds no order: the browser reads it with the link's token. A
 * payment provider sends the guest back to `/order/<order_number>` alone: the tab kept the token (`keepOrderLink`).
 * A signed-in customer may add it to their account.
 */
export default function OrderLinkPage() {
  usePageTitle(ORDER_LINK_TEXTS.title);
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
      <h1 className="page-title">{ORDER_LINK_TEXTS.title}</h1>
      {notFound ? (
        <>
          <Alert kind="error">{ORDER_LINK_TEXTS.notFound}</Alert>
          <Link to="/find-order" className="btn btn--ghost">
            {ORDER_LINK_TEXTS.findOrder}
          </Link>
        </>
      ) : order.isError ? (
        <>
          <Alert kind="error">{ORDER_LINK_TEXTS.failed}</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void order.refetch()}>
            Try again
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
        <Loading text={ORDER_LINK_TEXTS.loading} />
      )}
    </div>
  );
}

/** What the buyer can do next with this order, in words (the server says which steps apply). */
const NEXT_STEP_TEXTS: Record<GuestNextStep, string> = {
  confirm: 'Confirm your cash order with the link or the 6-digit code in the SMS we sent you.',
  pay: 'This order waits for its payment.',
  return: 'Items of this order can be returned within its return window.',
  add_to_account: 'Have an account? Sign in and add this order to it, to see it in My Orders.',
};

function NextSteps({ next }: { next: GuestNextStep[] }) {
  if (next.length === 0) return null;
  return (
    <section className="order-link__next" aria-labelledby="order-link-next">
      <h2 id="order-link-next" className="cart-section-title">
        What&apos;s next
      </h2>
      <ul>
        {next.map((step) => (
          <li key={step}>{NEXT_STEP_TEXTS[step]}</li>
        ))}
      </ul>
    </section>
  );
}

/** Signed in as a customer: Add to my account moves this order into My Orders (the link's token proves it). */
function ClaimOrder({ link }: { link: OrderLinkParts }) {
  const customer = useCustomerToken();
  const claim = useClaimOrder();
  if (!customer) return null;
  if (claim.isSuccess)
    return (
      <Alert kind="success">
        {ORDER_LINK_TEXTS.claimed} <Link to="/orders">Open My Orders</Link>
      </Alert>
    );
  return (
    <div className="order-link__claim">
      {claim.isError && (
        <Alert kind="error">
          {(claim.error instanceof ApiError && claim.error.serverMessage) || ORDER_LINK_TEXTS.claimFailed}
        </Alert>
      )}
      <button type="button" className="btn" disabled={claim.isPending} onClick={() => claim.mutate(link)}>
        {claim.isPending ? ORDER_LINK_TEXTS.claiming : ORDER_LINK_TEXTS.claim}
      </button>
    </div>
  );
}
