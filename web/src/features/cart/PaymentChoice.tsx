import { useEffect } from 'react';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import { useText } from '../../lib/i18n';
import { checkoutMethods, useMethodAvailability, type WebPaymentMethod } from '../payments';

const offeredForAny = () => true;

/**
 * One radio a way to pay (features/payments/methods), each with its note and what it draws under it, for the methods
 * the shop offers that take this total. A method withheld from this customer (cash after parcels refused at the
 * door, issue 31) shows disabled with the words Pay Now would answer. Card details are never typed here: PayHere's
 * own secure window asks for them after Pay Now, so the card fields stay disabled.
 */
export function PaymentChoice({
  disabled,
  value,
  onChange,
  total,
  phone = '',
}: {
  disabled?: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** What the order will cost, as the checkout shows it. */
  total: number;
  /** The billing phone typed so far: cash may be withheld by phone number as well as by account. */
  phone?: string;
}) {
  const availability = useMethodAvailability(phone);
  const t = useText();
  const usable = checkoutMethods().filter((m) => availability.offered(m.id) && !availability.withheld(m.id));
  // The first way to pay the customer may use; the card's takes any total, so there is always one.
  const fallback = usable[0]?.id ?? checkoutMethods()[0].id;
  return (
    <fieldset className="checkout-box" disabled={disabled}>
      <legend>{t('checkout.payment')}</legend>
      {checkoutMethods()
        .filter((m) => availability.offered(m.id))
        .map((method) => (
          <MethodOption
            key={method.id}
            method={method}
            value={value}
            onChange={onChange}
            total={total}
            withheld={availability.withheld(method.id)}
            fallback={fallback}
          />
        ))}
    </fieldset>
  );
}

function MethodOption({
  method: { id, note, Details, useOffered = offeredForAny },
  value,
  onChange,
  total,
  withheld,
  fallback,
}: {
  method: WebPaymentMethod;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  total: number;
  /** Why this customer may not pay this way, in the checkout's words; null when they may. */
  withheld: string | null;
  fallback: PaymentMethod;
}) {
  const offered = useOffered(total);
  const t = useText();
  const chosen = value === id;
  // A way to pay that stops taking the total (another city's delivery fee) or is withheld gives the choice back.
  useEffect(() => {
    if (chosen && (!offered || withheld) && fallback !== id) onChange(fallback);
  }, [chosen, offered, withheld, fallback, id, onChange]);
  if (!offered) return null;
  const noteId = `payment-note-${id}`;
  return (
    <>
      <label className={withheld ? 'radio radio--withheld' : 'radio'}>
        <input
          type="radio"
          name="payment_method"
          value={id}
          checked={chosen && !withheld}
          disabled={Boolean(withheld)}
          aria-describedby={noteId}
          onChange={() => onChange(id)}
        />
        {t(`payment.${id}.label`)}
      </label>
      <p id={noteId} className={withheld ? 'checkout-note checkout-note--withheld' : 'muted checkout-note'}>
        {withheld ?? t(note)}
      </p>
      {Details && !withheld && <Details />}
    </>
  );
}
