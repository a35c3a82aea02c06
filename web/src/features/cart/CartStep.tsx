import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Loading';
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
  if (cart.lines === null && !cart.loadError) {
    // The server draws this (issue 32): a card the size of the empty cart's, its text as large, so the largest paint
    // is the server's and the cart that follows moves nothing.
    return (
      <div className="cart-empty cart-loading">
        <Loading text="Loading your cart..." />
        <p className="muted">
          Your items, their sizes and prices and the cart’s totals appear here in a moment, as this browser or your
          account keeps them.
        </p>
      </div>
    );
  }
  if (cart.lines === null) {
    return (
      <div className="cart-empty">
        <Alert kind="error">{cart.loadError}</Alert>
        <button type="button" className="btn" onClick={() => void cart.reload()}>
          Try again
        </button>
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        {cart.notice && <Alert kind="error">{cart.notice}</Alert>}
        <p className="cart-empty__title">Your cart is empty.</p>
        <p className="muted">Beard oils, balms, hair care and more are waiting for you.</p>
        <Link className="btn" to="/beard">
          Start Shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-layout">
      <section aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className="cart-section-title">
          Your items
        </h2>
        {cart.notice && <Alert kind="error">{cart.notice}</Alert>}
        {cart.loadError && <Alert kind="error">{cart.loadError}</Alert>}
        <CartItems lines={cart.lines} busyLine={cart.busyLine} onQuantity={cart.setQuantity} onRemove={cart.remove} />
      </section>
      <aside className="cart-panel" aria-labelledby="cart-totals-title">
        <h2 id="cart-totals-title" className="cart-section-title">
          Cart totals
        </h2>
        {cart.totals && <OrderSummary totals={cart.totals} updating={cart.updating} />}
        {discountField}
        <button type="button" className="btn btn--accent btn--block" onClick={onProceed}>
          Proceed to Checkout
        </button>
        <Link className="cart-panel__more" to="/beard">
          Continue shopping
        </Link>
      </aside>
    </div>
  );
}
