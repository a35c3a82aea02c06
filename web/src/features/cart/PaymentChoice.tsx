import { toast } from '../../components/toasts';

export const CARD_SOON = 'Card payment feature will be available soon! Please use Cash on Delivery for now.';
export const CARD_TOAST_MS = 4000;

/** COD is the one usable method; choosing Card only explains why (SPEC section 4) and leaves COD selected. */
export function PaymentChoice({ disabled }: { disabled?: boolean }) {
  return (
    <fieldset className="checkout-box" disabled={disabled}>
      <legend>Payment</legend>
      <label className="radio">
        <input type="radio" name="payment_method" value="COD" checked readOnly />
        Cash on Delivery
      </label>
      <p className="muted checkout-note">Pay in cash when your order reaches your door.</p>
      <label className="radio">
        <input type="radio" name="payment_method" value="CARD" checked={false} onChange={() => toast.info(CARD_SOON, CARD_TOAST_MS)} />
        Card
      </label>
      <fieldset className="card-fields" disabled aria-label="Card details (not available yet)">
        <div className="field">
          <label htmlFor="card-number">Card number</label>
          <input id="card-number" disabled inputMode="numeric" autoComplete="off" placeholder="1234 1234 1234 1234" />
        </div>
        <div className="field">
          <label htmlFor="card-holder">Holder name</label>
          <input id="card-holder" disabled autoComplete="off" />
        </div>
        <div className="card-fields__row">
          <div className="field">
            <label htmlFor="card-expiry">Expiry (MM/YY)</label>
            <input id="card-expiry" disabled autoComplete="off" placeholder="MM/YY" />
          </div>
          <div className="field">
            <label htmlFor="card-cvc">Security code</label>
            <input id="card-cvc" disabled autoComplete="off" placeholder="CVC" />
          </div>
        </div>
      </fieldset>
    </fieldset>
  );
}
