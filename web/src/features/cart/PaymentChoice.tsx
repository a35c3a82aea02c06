import type { PaymentMethod } from '../../../../shared/rules/payments';

/**
 * Cash on Delivery or Card. Card details are never typed here: PayHere's own secure window asks for them after
 * Pay Now, so the card fields stay disabled and say so.
 */
export function PaymentChoice({
  disabled,
  value,
  onChange,
}: {
  disabled?: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="checkout-box" disabled={disabled}>
      <legend>Payment</legend>
      <label className="radio">
        <input
          type="radio"
          name="payment_method"
          value="COD"
          checked={value === 'COD'}
          onChange={() => onChange('COD')}
        />
        Cash on Delivery
      </label>
      <p className="muted checkout-note">Pay in cash when your order reaches your door.</p>
      <label className="radio">
        <input
          type="radio"
          name="payment_method"
          value="CARD"
          checked={value === 'CARD'}
          onChange={() => onChange('CARD')}
        />
        Card
      </label>
      <p className="muted checkout-note">Pay by card in PayHere&apos;s secure window after Pay Now.</p>
      <fieldset className="card-fields" disabled aria-label="Card details (entered in PayHere's window)">
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
