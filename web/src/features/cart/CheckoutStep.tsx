import { useEffect, useState } from 'react';
import { Loading } from '../../components/Loading';
import { toast } from '../../components/toasts';
import { ApiError } from '../../lib/api';
import { BILLING_FIELDS, billingFromProfile, fetchProfile, type BillingValues } from '../account';
import { PAYMENT_START_FAILED, runCardPayment } from '../payments';
import { placeCardOrder, placeOrder, saveCheckoutDetails, type CartLine, type CheckoutPayload, type PlacedOrder } from './api';
import { CHECKOUT_TOAST_MS, CheckoutForm } from './CheckoutForm';

/** The server's word for a placed order; any other answer is a failure (contract S8, 0.4). */
export const ORDER_CREATED = 'Order created successfully';

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
export function CheckoutStep({ lines, onBack, onPlaced }: { lines: CartLine[]; onBack: () => void; onPlaced: (order: PlacedOrder | null) => void }) {
  const [initial, setInitial] = useState<BillingValues | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    fetchProfile()
      .then((profile) => live && setInitial(billingFromProfile(profile, 'phone')))
      .catch(() => {
        if (!live) return;
        toast.error('Error loading user details. Please try again.', CHECKOUT_TOAST_MS);
        setInitial(billingFromProfile(null, 'phone'));
      });
    return () => {
      live = false;
    };
  }, []);

  const pay = async (payload: CheckoutPayload, save: boolean) => {
    if (sending) return;
    setSending(true);
    try {
      if (save) await saveInformation(payload);
      if (payload.payment_method === 'CARD') return await payByCard(payload);
      const body = await placeOrder(payload);
      if (body?.message !== ORDER_CREATED) {
        toast.error('Failed to place order. Please try again.', CHECKOUT_TOAST_MS);
        return;
      }
      toast.success('Order placed successfully!', CHECKOUT_TOAST_MS);
      onPlaced(body.order ?? null);
    } catch (error) {
      toast.error((error instanceof ApiError && error.serverMessage) || 'Error placing order. Please try again.', CHECKOUT_TOAST_MS);
    } finally {
      setSending(false);
    }
  };

  // S9, then PayHere's window; step 3 shows what the server says about the payment (paid, pending or failed).
  const payByCard = async (payload: CheckoutPayload) => {
    let body: Awaited<ReturnType<typeof placeCardOrder>>;
    try {
      body = await placeCardOrder(payload);
    } catch (error) {
      toast.error((error instanceof ApiError && error.serverMessage) || PAYMENT_START_FAILED, CHECKOUT_TOAST_MS);
      return;
    }
    if (!body?.payhere || !body.order) {
      toast.error(body?.message || PAYMENT_START_FAILED, CHECKOUT_TOAST_MS);
      return;
    }
    const order = body.order;
    const paymentStatus = await runCardPayment(order.id, body).catch(() => 'unpaid' as const);
    onPlaced({ ...order, payment_method: 'CARD', payment_status: paymentStatus });
  };

  if (!initial) return <Loading text="Loading your details..." />;
  return <CheckoutForm lines={lines} initial={initial} sending={sending} onBack={onBack} onPay={pay} />;
}
