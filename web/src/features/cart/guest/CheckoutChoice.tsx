import { Link } from 'react-router-dom';
import { useText } from '../../../lib/i18n';

/** Where signing in at checkout brings the shopper back to: this step, with the browser's cart merged in. */
const BACK_TO_CHECKOUT = { from: '/cart?step=checkout' };

/**
 * Step 2's first question for a signed-out shopper: buy as a guest (first, as most buy that way) or sign in. Neither
 * is a wall: the guest needs no account, and an account's cart takes the browser's lines on sign-in.
 */
export function CheckoutChoice({ onGuest }: { onGuest: () => void }) {
  const t = useText();
  return (
    <section className="checkout-choice" aria-labelledby="checkout-choice-title">
      <h2 id="checkout-choice-title" className="cart-section-title">
        {t('checkout.choice.title')}
      </h2>
      <div className="checkout-choice__options">
        <div className="checkout-choice__option">
          <button type="button" className="btn btn--accent btn--block" onClick={onGuest}>
            {t('checkout.choice.guest')}
          </button>
          <p className="muted">{t('checkout.choice.guestNote')}</p>
        </div>
        <div className="checkout-choice__option">
          <Link className="btn btn--ghost btn--block" to="/signin" state={BACK_TO_CHECKOUT}>
            {t('checkout.choice.signIn')}
          </Link>
          <p className="muted">{t('checkout.choice.signInNote')}</p>
        </div>
      </div>
    </section>
  );
}
