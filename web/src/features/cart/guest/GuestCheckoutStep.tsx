import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import { useLanguage, useText } from '../../../lib/i18n';
import { billingFromProfile } from '../../account';
import { paymentMethodOf } from '../../payments';
import type { CartLine } from '../cart-line';
import type { OnPlaced } from '../CartFlow';
import { CheckoutForm, type GuestContact } from '../CheckoutForm';
import { showCheckoutOutcome } from '../checkout-outcome';
import { GuestDiscountCodeField } from '../DiscountCodeField';
import type { CheckoutPayload, GuestBuyer } from '../checkout-payload';
import { usePlaceGuestOrder } from '../api/place-guest-order';
import { useSaveGuestCartContact } from '../api/save-guest-cart-contact';
import { cartKeys } from '../api/keys';
import { useGuestCartView } from '../api/price-guest-cart';
import { CheckoutAttempt } from './checkout-attempt';
import { CheckoutChoice } from './CheckoutChoice';
import { useGuestCart } from './guest-cart-store';

/** Step 2 signed out: Continue as guest or Sign in; then the checkout form with the guest's e-mail and consent. */
export function GuestCheckoutStep({
  lines,
  onBack,
  onPlaced,
}: {
  lines: CartLine[];
  onBack: () => void;
  onPlaced: OnPlaced;
}) {
  const [asGuest, setAsGuest] = useState(false);
  const t = useText();
  const language = useLanguage();
  const totals = useGuestCartView().data?.totals ?? null;
  const cart = useGuestCart();
  const placeOrder = usePlaceGuestOrder();
  const queryClient = useQueryClient();
  const attempt = useRef(new CheckoutAttempt()).current;
  const sending = placeOrder.isPending;
  const { mutate: saveContact } = useSaveGuestCartContact();
  const guestLines = cart.lines;
  const onContact = useCallback(
    (contact: GuestContact) => saveContact({ ...contact, lines: guestLines, language }),
    [saveContact, guestLines, language],
  );

  const pay = async (payload: CheckoutPayload, _save: boolean, buyer?: GuestBuyer) => {
    if (sending || !buyer) return;
    const method = paymentMethodOf(payload.payment_method);
    const outcome = await placeOrder
      // The order keeps the language it was placed in (issue 34): its mails and SMS are written in it.
      .mutateAsync({ payload, buyer, cart: { lines: cart.lines, code: cart.code }, key: attempt.key(), language })
      .catch((error: unknown) => ({ kind: 'failed', error }) as const);
    attempt.settle(outcome.kind === 'failed' ? outcome.error : undefined);
    // A 409 (a line sold out meanwhile, a code that stopped applying): show the cart as the server now prices it.
    if (outcome.kind === 'failed' && outcome.error instanceof ApiError && outcome.error.status === 409)
      void queryClient.invalidateQueries({ queryKey: cartKeys.guestAll });
    await showCheckoutOutcome(outcome, method, t, onPlaced, outcome.kind === 'placed' ? outcome.orderLink : undefined);
  };

  if (!asGuest) return <CheckoutChoice onGuest={() => setAsGuest(true)} />;
  if (!totals) return <Loading text={t('cart.loading')} />;
  return (
    <CheckoutForm
      guest
      lines={lines}
      initial={billingFromProfile(null, 'phone')}
      sending={sending}
      onBack={onBack}
      onPay={pay}
      totals={totals}
      discountField={<GuestDiscountCodeField />}
      onContact={onContact}
    />
  );
}
