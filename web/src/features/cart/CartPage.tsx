import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useCustomerToken } from '../../lib/account-scope';
import { useInBrowser } from '../../lib/use-in-browser';
import { useSession } from '../../lib/session';
import { CartFlow } from './CartFlow';
import { CheckoutStep } from './CheckoutStep';
import { DiscountCodeField, GuestDiscountCodeField } from './DiscountCodeField';
import { EMPTY_CART } from './api/cart-totals';
import { cartKeys } from './api/keys';
import { useReturnedOrder } from './api/get-placed-order';
import { GuestCheckoutStep } from './guest/GuestCheckoutStep';
import { useGuestCart } from './guest/guest-cart-store';
import { useGuestCartState } from './guest/use-guest-cart';
import { CART_NOT_READ, useCart } from './use-cart';

/**
 * /cart: the account's cart when signed in, else the cart kept in this browser (issue 32). The server draws it, and
 * hydration takes it over, in its loading state: neither knows the session or the browser's cart.
 */
export default function CartPage() {
  const signedIn = useSession((s) => s.token !== null);
  const inBrowser = useInBrowser();
  if (!inBrowser)
    return (
      <CartFlow cart={CART_NOT_READ} discountField={null} Checkout={GuestCheckoutStep} onOrdered={() => undefined} />
    );
  return signedIn ? <AccountCart /> : <GuestCart />;
}

function AccountCart() {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  const [params] = useSearchParams();
  // A payment provider's page (KOKO) sends the browser back to Order complete of its order: ?complete=<id>.
  const returned = useReturnedOrder(Number(params.get('complete')) || null);
  return (
    <CartFlow
      cart={useCart()}
      discountField={<DiscountCodeField />}
      Checkout={CheckoutStep}
      returnedOrder={returned}
      // The server emptied the cart with the order.
      onOrdered={() => queryClient.setQueryData(cartKeys.cart(token), EMPTY_CART)}
    />
  );
}

function GuestCart() {
  const clear = useGuestCart((s) => s.clear);
  return (
    <CartFlow
      cart={useGuestCartState()}
      discountField={<GuestDiscountCodeField />}
      Checkout={GuestCheckoutStep}
      onOrdered={clear}
    />
  );
}
