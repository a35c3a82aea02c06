import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import type { PlacedOrder } from '../../../../shared/api/orders';
import type { PaymentMethod } from '../../../../shared/rules/payments';
import type { CartLine } from './cart-line';
import { CartStep } from './CartStep';
import { CheckoutStepper } from './CheckoutStepper';
import { OrderComplete } from './OrderComplete';
import { STEP_TITLES } from './step-titles';
import type { CartState } from './use-cart';
import './cart.css';

/** An order placed at step 2: what step 3 shows of it. `orderLink`: a guest's order, reached by its link. */
export type OnPlaced = (placed: PlacedOrder | null, method: PaymentMethod, orderLink?: string) => void;

/** Step 2 of one kind of buyer: the account's checkout, or a guest's. */
export type CheckoutStepOf = ComponentType<{ lines: CartLine[]; onBack: () => void; onPlaced: OnPlaced }>;

interface Props {
  cart: CartState;
  discountField: ReactNode;
  Checkout: CheckoutStepOf;
  /** The cart is empty once the order took it. */
  onOrdered: () => void;
  /** The order a payment provider's page sent the browser back to (`?complete=<id>`), once read; else null. */
  returnedOrder?: PlacedOrder | null;
}

/** /cart's three steps, 1 Shopping cart -> 2 Checkout details -> 3 Order complete (SPEC sections 2 and 4). */
export function CartFlow({ cart, discountField, Checkout, onOrdered, returnedOrder = null }: Props) {
  const [params, setParams] = useSearchParams();
  const [placedHere, setOrder] = useState<{ placed: PlacedOrder | null; method: PaymentMethod; link?: string } | null>(
    null,
  );
  const order = placedHere ?? (returnedOrder ? { placed: returnedOrder, method: returnedOrder.payment_method } : null);
  // What the order was placed with, named on step 3 (the order empties the cart).
  const [ordered, setOrdered] = useState<CartLine[]>([]);
  // Step 2 lives in the address (?step=checkout), so the browser's Back returns to the list; an empty cart
  // (after a reload, say) always shows step 1.
  const wantsCheckout = params.get('step') === 'checkout';
  const step: 1 | 2 | 3 = order ? 3 : wantsCheckout && (cart.lines === null || cart.lines.length > 0) ? 2 : 1;
  const setStep = (next: 1 | 2) => setParams(next === 2 ? { step: 'checkout' } : {});
  const t = useText();
  const title = t(STEP_TITLES[step - 1]);
  usePageTitle(title);
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
    if (params.has('complete')) setParams({}, { replace: true });
    void cart.reload();
  };

  return (
    <div className="container page cart-page">
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <CheckoutStepper step={step} />
      {step === 1 && <CartStep cart={cart} onProceed={() => setStep(2)} discountField={discountField} />}
      {step === 2 && cart.lines && cart.lines.length > 0 && (
        <Checkout
          lines={cart.lines}
          onBack={() => setStep(1)}
          onPlaced={(placed, method, link) => {
            setOrder({ placed, method, link });
            setOrdered(cart.lines ?? []);
            onOrdered();
            setParams({}, { replace: true });
          }}
        />
      )}
      {step === 3 && order && (
        <OrderComplete
          order={order.placed}
          method={order.method}
          lines={ordered}
          orderLink={order.link}
          onGoShopping={goShopping}
        />
      )}
    </div>
  );
}
