import { useState, type FormEvent, type ReactNode } from 'react';
import { colomboDatePlusDays, longDate } from '../../../../shared/rules/dates';
import { deliveryRate } from '../../../../shared/rules/delivery';
import { DELIVERY_DAYS } from '../../../../shared/rules/orders';
import { TextArea } from '../../components/Field';
import { toast } from '../../components/toasts';
import { BillingFields, checkBilling, type BillingField, type BillingValues } from '../account';
import type { CartLine } from './cart-line';
import { OrderedItems } from './OrderedItems';
import { checkoutPayload, type CheckoutPayload, type ShippingChoice } from './checkout-payload';
import { OrderSummary } from './OrderSummary';
import { totalWithDelivery, type CartTotals } from './api/cart-totals';
import { PaymentChoice } from './PaymentChoice';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/rules/payments';

export const CHECKOUT_TOAST_MS = 5000;

interface Props {
  lines: CartLine[];
  /** The server's totals of those lines, with the cart's discount code. */
  totals: CartTotals;
  initial: BillingValues;
  sending: boolean;
  onBack: () => void;
  onPay: (payload: CheckoutPayload, saveInformation: boolean) => void;
  /** Today, for the estimated arrival (a prop so tests can pin it). */
  now?: Date;
  /** The discount code's field (the step gives it; the form itself holds no server data). */
  discountField?: ReactNode;
}

/** Step 2: billing details, shipping address, payment, Save my information, arrival date and the order summary. */
export function CheckoutForm({
  lines,
  totals,
  initial,
  sending,
  onBack,
  onPay,
  now = new Date(),
  discountField = null,
}: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
  const [shipping, setShipping] = useState<ShippingChoice>('same');
  const [otherAddress, setOtherAddress] = useState('');
  const [saveInformation, setSaveInformation] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHODS[0]);

  const rate = deliveryRate(values.city);
  const arrival = longDate(colomboDatePlusDays(now, DELIVERY_DAYS));

  const change = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const check = checkBilling(values);
    setErrors(check.errors);
    const invalid = Object.keys(check.errors);
    if (invalid.length > 0) {
      toast.error(
        check.missingRequired
          ? 'Please fill in all required billing information.'
          : 'Please fill in all required fields correctly.',
        CHECKOUT_TOAST_MS,
      );
      e.currentTarget.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    onPay(checkoutPayload(values, shipping, otherAddress, method), saveInformation);
  };

  return (
    <form className="cart-layout" onSubmit={submit} noValidate aria-label="Checkout details">
      <div className="checkout-main">
        <section aria-labelledby="billing-title">
          <h2 id="billing-title" className="cart-section-title">
            Billing details
          </h2>
          <BillingFields values={values} errors={errors} onChange={change} disabled={sending} />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={saveInformation}
              onChange={(e) => setSaveInformation(e.target.checked)}
              disabled={sending}
            />
            Save my information for a faster checkout
          </label>
        </section>

        <fieldset className="checkout-box" disabled={sending}>
          <legend>Shipping address</legend>
          <label className="radio">
            <input
              type="radio"
              name="shipping"
              value="same"
              checked={shipping === 'same'}
              onChange={() => setShipping('same')}
            />
            Same as billing address
          </label>
          <label className="radio">
            <input
              type="radio"
              name="shipping"
              value="different"
              checked={shipping === 'different'}
              onChange={() => setShipping('different')}
            />
            Use a different shipping address
          </label>
          {shipping === 'different' && (
            <TextArea
              label="Shipping address"
              name="shipping_address"
              autoComplete="shipping street-address"
              value={otherAddress}
              onChange={(e) => setOtherAddress(e.target.value)}
              rows={3}
            />
          )}
        </fieldset>

        <PaymentChoice
          disabled={sending}
          value={method}
          onChange={setMethod}
          total={totalWithDelivery(totals, rate)}
          phone={values.phone}
        />
      </div>

      <aside className="cart-panel" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="cart-section-title">
          Your order
        </h2>
        <OrderedItems lines={lines} />
        <OrderSummary totals={totals} shipping={rate} />
        {discountField}
        <p className="checkout-arrival">Arrives by {arrival}</p>
        <button type="submit" className="btn btn--accent btn--block" disabled={sending} aria-busy={sending}>
          {sending ? 'Placing your order...' : 'Pay Now'}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block cart-panel__back"
          onClick={onBack}
          disabled={sending}
        >
          Back to cart
        </button>
      </aside>
    </form>
  );
}
