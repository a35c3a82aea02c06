import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
import { useText } from '../../lib/i18n';
import { CartItems } from './CartItems';
import { OrderSummary } from './OrderSummary';
import type { CartState } from './use-cart';

/** Step 1: the cart's lines and totals; Proceed to Checkout only with items. */
export function CartStep({
  cart,
  onProceed,
  discountField,
}: {
  cart: CartState;
  onProceed: () => void;
  /** The discount code's field of this cart (the account's, or the browser's). */
  discountField: ReactNode;
}) {
  const t = useText();
  if (cart.lines === null && !cart.loadError) {
    // The server draws this (issue 32): a card the size of the empty cart's, its text as large, so the largest paint
    // is the server's and the cart that follows moves nothing.
    return (
      <div className="cart-empty cart-loading">
        <Loading text={t('cart.loading')} />
        <p className="muted">{t('cart.loadingNote')}</p>
      </div>
    );
  }
  if (cart.lines === null) {
    return (
      <div className="cart-empty">
        <Alert kind="error">{cart.loadError}</Alert>
        <button type="button" className="btn" onClick={() => void cart.reload()}>
          {t('cart.tryAgain')}
        </button>
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        {cart.notice && <Alert kind="error">{cart.notice}</Alert>}
        <p className="cart-empty__title">{t('cart.empty')}</p>
        <p className="muted">{t('cart.emptyNote')}</p>
        <Link className="btn" to="/beard">
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-layout">
      <section aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="cart-section-title">
          {t('cart.items')}
        </h2>
        {cart.notice && <Alert kind="error">{cart.notice}</Alert>}
        {cart.loadError && <Alert kind="error">{cart.loadError}</Alert>}
        <CartItems lines={cart.lines} busyLine={cart.busyLine} onQuantity={cart.setQuantity} onRemove={cart.remove} />
      </section>
      <aside className="cart-panel" aria-labelledby="cart-totals-title">
        <h2 id="cart-totals-title" className="cart-section-title">
          {t('cart.totals')}
        </h2>
        {cart.totals && <OrderSummary totals={cart.totals} updating={cart.updating} />}
        {discountField}
        <button type="button" className="btn btn--accent btn--block" onClick={onProceed}>
          {t('cart.proceed')}
        </button>
        <Link className="cart-panel__more" to="/beard">
          {t('cart.continue')}
        </Link>
      </aside>
    </div>
  );
}
