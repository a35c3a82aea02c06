/** The card's fields, disabled: card details are never typed here, PayHere's own secure window asks for them. */
export function CardFields() {
  return (
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
  );
}
