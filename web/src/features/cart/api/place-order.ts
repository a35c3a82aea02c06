import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import { ApiError } from '../../../lib/api';
import { paymentMethodOf, type CheckoutPayload } from '../../payments';
import { cartKeys } from './keys';

/** Pay Now with the chosen method's request (S8, S9, ...), from the server-side cart. */
export const placeOrder = (payload: CheckoutPayload) => paymentMethodOf(payload.payment_method).place(payload);

/** Pay Now; a new order makes My Orders stale. */
export function usePlaceOrder() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (outcome) => {
      if (outcome.kind === 'placed') void queryClient.invalidateQueries({ queryKey: myOrdersKey(token) });
    },
    // A 409 (a discount code that stopped applying, a cart that changed) leaves the cart changed: show it again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: cartKeys.cart(token) });
    },
  });
}
