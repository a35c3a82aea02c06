import { Fragment } from 'react';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import { checkoutMethods } from '../payments';

/**
 * One radio a way to pay (features/payments/methods), each with its note and what it draws under it. Card details
 * are never typed here: PayHere's own secure window asks for them after Pay Now, so the card fields stay disabled.
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
      {checkoutMethods().map(({ id, label, note, Details }) => (
        <Fragment key={id}>
          <label className="radio">
            <input type="radio" name="payment_method" value={id} checked={value === id} onChange={() => onChange(id)} />
            {label}
          </label>
          <p className="muted checkout-note">{note}</p>
          {Details && <Details />}
        </Fragment>
      ))}
    </fieldset>
  );
}
