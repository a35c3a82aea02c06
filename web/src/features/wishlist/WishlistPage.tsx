import { useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, type AlertKind } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useTimedMessage } from '../../components/use-timed-message';
import { ApiError } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { useAddToCart } from '../shopping';
import { hasVariants } from '../../components/price-range';
import { useWishlistEntries, WishlistRefused, type WishlistEntry } from './api/get-wishlist';
import { useToggleWishlist } from './api/toggle-wishlist';
import { WishlistCard } from './WishlistCard';
import './wishlist.css';

export const WISHLIST_NOTICE_MS = 3000;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** /wishlist: the saved products with Add to cart and Remove (S5, S1, S7; contract 6.13). */
export default function WishlistPage() {
  const t = useText();
  usePageTitle(t('wishlistPage.title'));
  const navigate = useNavigate();
  const query = useWishlistEntries();
  const addToCart = useAddToCart();
  const { toggle, changing } = useToggleWishlist(null);
  // The product whose Add to cart or Remove is on its way: its buttons wait.
  const busy = addToCart.adding?.productId ?? changing ?? null;
  const [notice, showNotice] = useTimedMessage<{ kind: AlertKind; text: string }>(WISHLIST_NOTICE_MS);
  // A revoked token gets 401: the customer signs in again and comes back here (contract 0.3).
  const toSignIn = useCallback(() => navigate('/signin', { state: { from: '/wishlist' } }), [navigate]);

  useEffect(() => {
    if (isUnauthorized(query.error)) toSignIn();
  }, [query.error, toSignIn]);
  const failure =
    query.error instanceof WishlistRefused || (query.error instanceof ApiError && query.error.status !== undefined)
      ? t('wishlistPage.failed')
      : t('wishlistPage.failedLater');
  const load = query.data
    ? { state: 'loaded' as const, entries: query.data }
    : query.isError
      ? { state: 'failed' as const, message: failure }
      : { state: 'loading' as const };

  // The one Add to cart of the shop (features/shopping), with the wishlist page's own texts (SPEC 8).
  const add = async (entry: WishlistEntry) => {
    // A product with sizes is added from its page, where the size is chosen (issue 20; only it has a price range).
    if (hasVariants(entry.product)) return navigate(`/product/${entry.product.id}`);
    const outcome = await addToCart.add(entry.product.id, 1);
    if (outcome.kind === 'signin') return toSignIn();
    showNotice(
      outcome.kind === 'ok'
        ? { kind: 'success', text: t('wishlistPage.added') }
        : { kind: 'error', text: t('wishlistPage.addFailed') },
    );
  };

  const remove = async (entry: WishlistEntry) => {
    try {
      await toggle({ productId: entry.product.id, add: false });
      showNotice({ kind: 'success', text: t('wishlistPage.removed') });
    } catch (error) {
      if (isUnauthorized(error)) return toSignIn();
      showNotice({ kind: 'error', text: t('wishlistPage.removeFailed') });
    }
  };

  return (
    <div className="container page">
      <h1 className="page-title">{t('wishlistPage.title')}</h1>
      <div className="wish-notice">{notice && <Alert kind={notice.kind}>{notice.text}</Alert>}</div>
      {load.state === 'loading' && <Loading text={t('wishlistPage.loading')} />}
      {load.state === 'failed' && (
        <>
          <Alert kind="error">{load.message}</Alert>
          <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
            {t('cart.tryAgain')}
          </button>
        </>
      )}
      {load.state === 'loaded' && load.entries.length === 0 && (
        <div className="wish-empty">
          <p className="wish-empty__title">{t('wishlistPage.empty')}</p>
          <p className="muted">{t('wishlistPage.emptyHelp')}</p>
          <Link className="btn" to="/beard">
            {t('cart.startShopping')}
          </Link>
        </div>
      )}
      {load.state === 'loaded' && load.entries.length > 0 && (
        <div className="wish-grid">
          {load.entries.map((entry) => (
            <WishlistCard
              key={entry.id}
              entry={entry}
              busy={busy === entry.product.id}
              onAddToCart={add}
              onRemove={remove}
            />
          ))}
        </div>
      )}
    </div>
  );
}
