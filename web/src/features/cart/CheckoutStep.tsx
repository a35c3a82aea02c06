import { useEffect, useState } from 'react';
import { Loading } from '../../components/Loading';
import { toast } from '../../components/toasts';
import { useLanguage, useText, type MessageId } from '../../lib/i18n';
import type { Language } from '../../../../shared/rules/languages';
import { BILLING_FIELDS, billingFromProfile, updateProfile, useProfile, type BillingValues } from '../account';
import type { PlacedOrder } from '../../../../shared/api/orders';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import type { CartLine } from './cart-line';
import { usePlaceOrder } from './api/place-order';
import type { CheckoutPayload } from './checkout-payload';
import { paymentMethodOf } from '../payments';
import { CHECKOUT_TOAST_MS, CheckoutForm } from './CheckoutForm';
import { showCheckoutOutcome } from './checkout-outcome';
import { useCartTotals } from './api/get-cart';
import { DiscountCodeField } from './DiscountCodeField';

async function saveInformation(payload: CheckoutPayload, say: (id: MessageId) => string): Promise<void> {
  const details = Object.fromEntries(BILLING_FIELDS.map((f) => [f, payload[f] ?? '']));
  try {
    const body = await updateProfile(details);
    if (!body?.status) throw new Error('not saved');
    toast.success(say('checkout.saved'), CHECKOUT_TOAST_MS);
  } catch {
    toast.error(say('checkout.saveFailed'), CHECKOUT_TOAST_MS);
  }
}

/**
 * The account takes the language of the page it buys on (issue 34), before the order, which copies the account's:
 * its mails and SMS are then in the language the customer read at checkout. A failure costs only that: the order
 * goes on in the account's language.
 */
async function keepLanguage(account: Language | undefined, page: Language): Promise<void> {
  if (account === page) return;
  await updateProfile({ language: page }).catch(() => undefined);
}

/** Step 2's data: the billing details prefilled from A7, then Save my information (A8) and Pay Now (S8). */
export function CheckoutStep({
  lines,
  onBack,
  onPlaced,
}: {
  lines: CartLine[];
  onBack: () => void;
  onPlaced: (order: PlacedOrder | null, method: PaymentMethod) => void;
}) {
  const profile = useProfile();
  const totals = useCartTotals();
  const placeOrderNow = usePlaceOrder();
  const t = useText();
  const language = useLanguage();
  const sending = placeOrderNow.isPending;
  // The form starts from the profile as first read; a later refetch must not overwrite what the customer types.
  const [initial, setInitial] = useState<BillingValues | null>(null);
  useEffect(() => {
    if (initial) return;
    if (profile.isSuccess) setInitial(billingFromProfile(profile.data, 'phone'));
    if (profile.isError) {
      toast.error(t('checkout.profileFailed'), CHECKOUT_TOAST_MS);
      setInitial(billingFromProfile(null, 'phone'));
    }
  }, [initial, profile.isSuccess, profile.isError, profile.data]);

  const pay = async (payload: CheckoutPayload, save: boolean) => {
    if (sending) return;
    if (save) await saveInformation(payload, t);
    await keepLanguage(profile.data?.language, language);
    const method = paymentMethodOf(payload.payment_method);
    const outcome = await placeOrderNow
      .mutateAsync(payload)
      .catch((error: unknown) => ({ kind: 'failed', error }) as const);
    await showCheckoutOutcome(outcome, method, t, onPlaced);
  };

  if (!initial || !totals) return <Loading text={t('checkout.loadingDetails')} />;
  return (
    <CheckoutForm
      lines={lines}
      initial={initial}
      sending={sending}
      onBack={onBack}
      onPay={pay}
      totals={totals}
      discountField={<DiscountCodeField />}
    />
  );
}
