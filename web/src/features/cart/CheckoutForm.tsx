import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { colomboDatePlusDays } from '../../../../shared/rules/dates';
import { deliveryRate } from '../../../../shared/rules/delivery';
import { DELIVERY_DAYS } from '../../../../shared/rules/orders';
import { TextArea, TextField } from '../../components/Field';
import { isAcceptedEmail } from '../../../../shared/validation/email';
import { toast } from '../../components/toasts';
import { useCheckTexts, useDates, useText } from '../../lib/i18n';
import { BillingFields, checkBilling, type BillingField, type BillingValues } from '../account';
import type { CartLine } from './cart-line';
import { OrderedItems } from './OrderedItems';
import { checkoutPayload, type CheckoutPayload, type GuestBuyer, type ShippingChoice } from './checkout-payload';
import { OrderSummary } from './OrderSummary';
import { totalWithDelivery, type CartTotals } from './api/cart-totals';
import { PaymentChoice } from './PaymentChoice';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/rules/payments';
import { OffersConsent } from '../../components/OffersConsent';

export const CHECKOUT_TOAST_MS = 5000;

interface Props {
  lines: CartLine[];
  /** The server's totals of those lines, with the cart's discount code. */
  totals: CartTotals;
  initial: BillingValues;
  sending: boolean;
  onBack: () => void;
  /** `buyer`: a guest's e-mail and consent (only with `guest`). */
  onPay: (payload: CheckoutPayload, saveInformation: boolean, buyer?: GuestBuyer) => void;
  /** A guest buys: their e-mail and the offers' tick box come first, and nothing is saved to an account. */
  guest?: boolean;
  /** Today, for the estimated arrival (a prop so tests can pin it). */
  now?: Date;
  /** The discount code's field (the step gives it; the form itself holds no server data). */
  discountField?: ReactNode;
  /** A guest's e-mail or phone with "Send me offers and reminders" ticked (issue 33): their cart can be reminded. */
  onContact?: (contact: GuestContact) => void;
}

export interface GuestContact {
  email?: string;
  phone?: string;
  marketing_consent: true;
}

/** How long typing rests before a guest's contact is sent (not on every key). */
const CONTACT_SETTLE_MS = 800;

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
  guest = false,
  onContact,
}: Props) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [offers, setOffers] = useState(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
  const [shipping, setShipping] = useState<ShippingChoice>('same');
  const [otherAddress, setOtherAddress] = useState('');
  const [saveInformation, setSaveInformation] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHODS[0]);
  const t = useText();
  const checkTexts = useCheckTexts();
  const { longDate } = useDates();

  // Issue 33: once step 2 has a usable e-mail or phone and the box is ticked, the guest's cart can be reminded.
  const contactEmail = guest && isAcceptedEmail(email) ? email.trim() : undefined;
  const contactPhone = guest && values.phone.replace(/\D/g, '').length >= 9 ? values.phone.trim() : undefined;
  useEffect(() => {
    if (!onContact || !offers || (!contactEmail && !contactPhone)) return;
    const timer = setTimeout(
      () => onContact({ email: contactEmail, phone: contactPhone, marketing_consent: true }),
      CONTACT_SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [onContact, offers, contactEmail, contactPhone]);

  const rate = deliveryRate(values.city);
  const arrival = longDate(colomboDatePlusDays(now, DELIVERY_DAYS));

  const change = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const check = checkBilling(values);
    setErrors(checkTexts(check.errors));
    const badEmail = guest && !isAcceptedEmail(email);
    setEmailError(badEmail ? t('check.email') : undefined);
    const invalid = [...(badEmail ? ['email'] : []), ...Object.keys(check.errors)];
    if (invalid.length > 0) {
      toast.error(
        check.missingRequired || (guest && !email.trim()) ? t('checkout.missingRequired') : t('checkout.invalid'),
        CHECKOUT_TOAST_MS,
      );
      e.currentTarget.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    const payload = checkoutPayload(values, shipping, otherAddress, method);
    if (guest) onPay(payload, false, { email: email.trim(), marketing_consent: offers });
    else onPay(offers ? { ...payload, marketing_consent: true } : payload, saveInformation);
  };

  return (
    <form className="cart-layout" onSubmit={submit} noValidate aria-label={t('cart.step.checkout')}>
      <div className="checkout-main">
        <section aria-labelledby="billing-title">
          <h2 id="billing-title" className="cart-section-title">
            {t('checkout.billing')}
          </h2>
          {guest && (
            <TextField
              label={t('checkout.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              error={emailError}
              disabled={sending}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(undefined);
              }}
            />
          )}
          <BillingFields values={values} errors={errors} onChange={change} disabled={sending} />
          {!guest && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={saveInformation}
                onChange={(e) => setSaveInformation(e.target.checked)}
                disabled={sending}
              />
              {t('checkout.save')}
            </label>
          )}
          {/* Issue 33: a signed-in customer is asked too; unticked changes nothing they chose before (decision 0081). */}
          <OffersConsent checked={offers} onChange={setOffers} disabled={sending} />
        </section>

        <fieldset className="checkout-box" disabled={sending}>
          <legend>{t('checkout.shipping')}</legend>
          <label className="radio">
            <input
              type="radio"
              name="shipping"
              value="same"
              checked={shipping === 'same'}
              onChange={() => setShipping('same')}
            />
            {t('checkout.sameAddress')}
          </label>
          <label className="radio">
            <input
              type="radio"
              name="shipping"
              value="different"
              checked={shipping === 'different'}
              onChange={() => setShipping('different')}
            />
            {t('checkout.otherAddress')}
          </label>
          {shipping === 'different' && (
            <TextArea
              label={t('checkout.shipping')}
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
          {t('checkout.yourOrder')}
        </h2>
        <OrderedItems lines={lines} />
        <OrderSummary totals={totals} shipping={rate} />
        {discountField}
        <p className="checkout-arrival">{t('checkout.arrives', { date: arrival })}</p>
        <button type="submit" className="btn btn--accent btn--block" disabled={sending} aria-busy={sending}>
          {sending ? t('checkout.placing') : t('checkout.payNow')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block cart-panel__back"
          onClick={onBack}
          disabled={sending}
        >
          {t('checkout.back')}
        </button>
      </aside>
    </form>
  );
}
