import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useCustomerToken } from '../../lib/account-scope';
import { ApiError } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useRestoreCart } from './api/restore-cart';
import { useGuestCart } from './guest/guest-cart-store';

/**
 * `/cart/restore/<token>` (issue 33): a cart reminder's link. The server answers the reminded cart's lines as they can
 * be bought now; signed out, they become this browser's cart. Signed in, the account's cart already holds them (a
 * reminded account's cart is its own, kept on the server), so it is left as it is. Lines that cannot be sold are named.
 */
export default function RestoreCartPage() {
  const t = useText();
  usePageTitle(t('restore.title'));
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
      e instanceof ApiError && e.status === 404 && e.serverMessage ? e.serverMessage : t('restore.failed');
    return (
      <div className="container page">
        <h1 className="page-title">{t('restore.title')}</h1>
        <Alert kind="error">{message}</Alert>
      </div>
    );
  }
  if (!restore.isSuccess) return <Loading text={t('restore.busy')} />;
  const { left_out: leftOut } = restore.data;
  return (
    <div className="container page">
      <h1 className="page-title">{t('restore.title')}</h1>
      <p>{t('restore.ready')}</p>
      {leftOut.length > 0 && (
        <Alert kind="info">
          {t('restore.leftOut')}
          <ul>
            {leftOut.map((l) => (
              <li key={`${l.product_id}-${l.name}`}>{l.name}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Link className="btn" to="/cart">
        {t('restore.toCart')}
      </Link>
    </div>
  );
}
