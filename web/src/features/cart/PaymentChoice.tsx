import { useEffect } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/rules/payments';
import { checkoutMethods, type WebPaymentMethod } from '../payments';

const offeredForAny = () => true;

/**
 * One radio a way to pay (features/payments/methods), each with its note and what it draws under it, for the methods
 * that take this total. Card details are never typed here: PayHere's own secure window asks for them after Pay Now,
 * so the card fields stay disabled.
 */
export function PaymentChoice({
  disabled,
  value,
  onChange,
  total,
}: {
  disabled?: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** What the order will cost, as the checkout shows it. */
  total: number;
}) {
  return (
    <fieldset className="checkout-box" disabled={disabled}>
      <legend>Payment</legend>
      {checkoutMethods().map((method) => (
        <MethodOption key={method.id} method={method} value={value} onChange={onChange} total={total} />
      ))}
    </fieldset>
  );
}

function MethodOption({
  method: { id, label, note, Details, useOffered = offeredForAny },
  value,
  onChange,
  total,
}: {
  method: WebPaymentMethod;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  total: number;
}) {
  const offered = useOffered(total);
  const chosen = value === id;
  // A way to pay that stops taking the total (another city's delivery fee) gives the choice back to the first.
  useEffect(() => {
    if (chosen && !offered) onChange(PAYMENT_METHODS[0]);
  }, [chosen, offered, onChange]);
  if (!offered) return null;
  return (
    <>
      <label className="radio">
        <input type="radio" name="payment_method" value={id} checked={chosen} onChange={() => onChange(id)} />
        {label}
      </label>
      <p className="muted checkout-note">{note}</p>
      {Details && <Details />}
    </>
  );
}
