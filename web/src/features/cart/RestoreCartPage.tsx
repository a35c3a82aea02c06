import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useCustomerToken } from '../../lib/account-scope';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useRestoreCart } from './api/restore-cart';
import { useGuestCart } from './guest/guest-cart-store';

export const RESTORE_TEXTS = {
  title: 'Your cart is back',
  busy: 'Bringing back your cart...',
  ready: 'The products you left are in your cart again, at today\u2019s prices.',
  leftOut: 'These are no longer available and were left out:',
  toCart: 'Go to your cart',
  failed: 'Sorry, we could not bring back your cart. Please try again.',
} as const;

/**
 * `/cart/restore/<token>` (issue 33): a cart reminder's link. The server answers the reminded cart's lines as they can
 * be bought now; signed out, they become this browser's cart. Signed in, the account's cart already holds them (a
 * reminded account's cart is its own, kept on the server), so it is left as it is. Lines that cannot be sold are named.
 */
export default function RestoreCartPage() {
  usePageTitle(RESTORE_TEXTS.title);
  const { token = '' } = useParams();
  const signedIn = useCustomerToken() !== null;
  const restore = useRestoreCart();
  const { mutate } = restore;

  useEffect(() => {
    mutate(token, {
      onSuccess: ({ lines }) => {
        if (signedIn) return;
        const cart = useGuestCart.getState();
        cart.clear();
        for (const l of lines) cart.add(l.product_id, l.quantity, l.variant_id);
      },
    });
  }, [mutate, token, signedIn]);

  if (restore.isError) {
    const e = restore.error;
    const message =
      e instanceof ApiError && e.status === 404 && e.serverMessage ? e.serverMessage : RESTORE_TEXTS.failed;
    return (
      <div className="container page">
        <h1 className="page-title">{RESTORE_TEXTS.title}</h1>
        <Alert kind="error">{message}</Alert>
      </div>
    );
  }
  if (!restore.isSuccess) return <Loading text={RESTORE_TEXTS.busy} />;
  const { left_out: leftOut } = restore.data;
  return (
    <div className="container page">
      <h1 className="page-title">{RESTORE_TEXTS.title}</h1>
      <p>{RESTORE_TEXTS.ready}</p>
      {leftOut.length > 0 && (
        <Alert kind="info">
          {RESTORE_TEXTS.leftOut}
          <ul>
            {leftOut.map((l) => (
              <li key={`${l.product_id}-${l.name}`}>{l.name}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Link className="btn" to="/cart">
        {RESTORE_TEXTS.toCart}
      </Link>
    </div>
  );
}
