import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCustomerToken } from '../../lib/account-scope';
import { usePageTitle } from '../../lib/use-page-title';
import type { PlacedOrder } from '../../../../shared/api/orders';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import type { CartLine } from './cart-line';
import { CartStep } from './CartStep';
import { CheckoutStep } from './CheckoutStep';
import { CheckoutStepper } from './CheckoutStepper';
import { OrderComplete } from './OrderComplete';
import { EMPTY_CART } from './api/cart-totals';
import { cartKeys } from './api/keys';
import { useReturnedOrder } from './api/get-placed-order';
import { useCart } from './use-cart';
import './cart.css';

const TITLES = { 1: 'Shopping cart', 2: 'Checkout details', 3: 'Order complete' } as const;

/** /cart: 1 Shopping cart -> 2 Checkout details -> 3 Order complete (SPEC sections 2 and 4). */
export default function CartPage() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  const [params, setParams] = useSearchParams();
  const [placedHere, setOrder] = useState<{ placed: PlacedOrder | null; method: PaymentMethod } | null>(null);
  // A payment provider's page (KOKO) sends the browser back to Order complete of its order: ?complete=<id>.
  const completeId = Number(params.get('complete')) || null;
  const returned = useReturnedOrder(placedHere ? null : completeId);
  const order = placedHere ?? (returned ? { placed: returned, method: returned.payment_method } : null);
  // What the order was placed with, named on step 3 (the server empties the cart with the order).
  const [ordered, setOrdered] = useState<CartLine[]>([]);
  // Step 2 lives in the address (?step=checkout), so the browser's Back returns to the list; an empty cart
  // (after a reload, say) always shows step 1.
  const wantsCheckout = params.get('step') === 'checkout';
  const step: 1 | 2 | 3 = order ? 3 : wantsCheckout && (cart.lines === null || cart.lines.length > 0) ? 2 : 1;
  const setStep = (next: 1 | 2) => setParams(next === 2 ? { step: 'checkout' } : {});
  usePageTitle(TITLES[step]);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is a new screen: bring the reader to its top and its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

  const goShopping = () => {
    setOrder(null);
    if (completeId) setParams({}, { replace: true });
    void cart.reload();
  };

  return (
    <div className="container page cart-page">
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {TITLES[step]}
      </h1>
      <CheckoutStepper step={step} />
      {step === 1 && <CartStep cart={cart} onProceed={() => setStep(2)} />}
      {step === 2 && cart.lines && cart.lines.length > 0 && (
        <CheckoutStep
          lines={cart.lines}
          onBack={() => setStep(1)}
          onPlaced={(placed, method) => {
            setOrder({ placed, method });
            setOrdered(cart.lines ?? []);
            // The server emptied the cart with the order.
            queryClient.setQueryData(cartKeys.cart(token), EMPTY_CART);
            setParams({}, { replace: true });
          }}
        />
      )}
      {step === 3 && order && (
        <OrderComplete order={order.placed} method={order.method} lines={ordered} onGoShopping={goShopping} />
      )}
    </div>
  );
}
