import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import { cartViewOf } from './cart-totals';
import { useCartTotals } from './get-cart';
import { cartKeys } from './keys';

const FAILED = 'The code could not be checked. Please try again.';

/** The cart's discount code, Apply and Remove; a refusal's message is kept for the field (issue 21). */
export function useDiscountCode() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  const applied = useCartTotals()?.code ?? null;
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (code: string | null) =>
      code === null ? callApi('cart-discount-remove') : callApi('cart-discount-apply', { body: { code } }),
    onSuccess: (body) => {
      setError(null);
      // The answer is the cart as S2 gives it.
      queryClient.setQueryData(cartKeys.cart(token), cartViewOf(body));
    },
    onError: (e) => setError((e instanceof ApiError && e.status && e.serverMessage) || FAILED),
  });
  return {
    code: applied,
    error,
    busy: change.isPending,
    apply: (code: string) => change.mutate(code),
    remove: () => change.mutate(null),
  };
}
