import { useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import type { PlacedOrder } from './api';
import { CartStep } from './CartStep';
import { CheckoutStep } from './CheckoutStep';
import { CheckoutStepper } from './CheckoutStepper';
import { OrderComplete } from './OrderComplete';
import { useCart } from './useCart';
import './cart.css';

const TITLES = { 1: 'Shopping cart', 2: 'Checkout details', 3: 'Order complete' } as const;

/** /cart: 1 Shopping cart -> 2 Checkout details -> 3 Order complete (SPEC sections 2 and 4). */
export default function CartPage() {
  const cart = useCart();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
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
    setStep(1);
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
          onPlaced={(placed) => {
            setOrder(placed);
            setStep(3);
          }}
        />
      )}
      {step === 3 && <OrderComplete order={order} onGoShopping={goShopping} />}
    </div>
  );
}
