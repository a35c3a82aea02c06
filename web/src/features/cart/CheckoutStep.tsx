import { useEffect, useState } from 'react';
import { Loading } from '../../components/Loading';
import { toast } from '../../components/toasts';
import { ApiError } from '../../lib/api';
import { BILLING_FIELDS, billingFromProfile, useProfile, type BillingValues } from '../account';
import { PAYMENT_START_FAILED, runCardPayment } from '../payments';
import { saveCheckoutDetails, type CartLine, type CheckoutPayload, type PlacedOrder } from './api';
import { usePlaceOrder, type PlaceOutcome } from './api/place-order';
import { CHECKOUT_TOAST_MS, CheckoutForm } from './CheckoutForm';
import { useCartTotals } from './api/get-cart';
import { DiscountCodeField } from './DiscountCodeField';

async function saveInformation(payload: CheckoutPayload): Promise<void> {
  const details = Object.fromEntries(BILLING_FIELDS.map((f) => [f, payload[f] ?? '']));
  try {
    const body = await saveCheckoutDetails(details);
    if (!body?.status) throw new Error('not saved');
    toast.success('Your information has been saved successfully.', CHECKOUT_TOAST_MS);
  } catch {
    toast.error('Failed to save your information. Please try again.', CHECKOUT_TOAST_MS);
  }
}

/** Step 2's data: the billing details prefilled from A7, then Save my information (A8) and Pay Now (S8). */
export function CheckoutStep({
  lines,
  onBack,
  onPlaced,
}: {
  lines: CartLine[];
  onBack: () => void;
  onPlaced: (order: PlacedOrder | null) => void;
}) {
  const profile = useProfile();
  const totals = useCartTotals();
  const placeOrderNow = usePlaceOrder();
  const sending = placeOrderNow.isPending;
  // The form starts from the profile as first read; a later refetch must not overwrite what the customer types.
  const [initial, setInitial] = useState<BillingValues | null>(null);
  useEffect(() => {
    if (initial) return;
    if (profile.isSuccess) setInitial(billingFromProfile(profile.data, 'phone'));
    if (profile.isError) {
      toast.error('Error loading user details. Please try again.', CHECKOUT_TOAST_MS);
      setInitial(billingFromProfile(null, 'phone'));
    }
  }, [initial, profile.isSuccess, profile.isError, profile.data]);

  const pay = async (payload: CheckoutPayload, save: boolean) => {
    if (sending) return;
    if (save) await saveInformation(payload);
    const outcome = await placeOrderNow
      .mutateAsync(payload)
      .catch((error: unknown): PlaceOutcome => ({ kind: 'failed', error }));
    if (outcome.kind === 'placed') {
      toast.success('Order placed successfully!', CHECKOUT_TOAST_MS);
      onPlaced(outcome.order);
    } else if (outcome.kind === 'card-started') {
      // PayHere's window; step 3 shows what the server says about the payment (paid, pending or failed).
      const paymentStatus = await runCardPayment(outcome.order.id, outcome.answer).catch(() => 'unpaid' as const);
      onPlaced({ ...outcome.order, payment_method: 'CARD', payment_status: paymentStatus });
    } else {
      const card = payload.payment_method === 'CARD';
      const fallback = card ? PAYMENT_START_FAILED : 'Error placing order. Please try again.';
      const text =
        outcome.kind === 'refused'
          ? outcome.message || (card ? PAYMENT_START_FAILED : 'Failed to place order. Please try again.')
          : (outcome.error instanceof ApiError && outcome.error.serverMessage) || fallback;
      toast.error(text, CHECKOUT_TOAST_MS);
    }
  };

  if (!initial || !totals) return <Loading text="Loading your details..." />;
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
