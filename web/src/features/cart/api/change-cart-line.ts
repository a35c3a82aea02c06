import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useCustomerToken } from '../../../lib/account-scope';
import type { CartLine } from '../../../../../shared/api/cart';
import type { CartView } from './cart-totals';
import { cartKeys } from './keys';

export type CartChange = { kind: 'quantity'; line: CartLine; quantity: number } | { kind: 'remove'; line: CartLine };

/**
 * The cart's lines as they look once `change` is done: the basis of the optimistic update. Only the quantity moves;
 * the line's total, the cart's totals and its unit count stay the server's until its answer (the browser never
 * prices a line nor counts units).
 */
export function applyCartChange(lines: readonly CartLine[], change: CartChange): CartLine[] {
  if (change.kind === 'remove') return lines.filter((l) => l.id !== change.line.id);
  return lines.map((l) => (l.id === change.line.id ? { ...l, quantity: change.quantity } : l));
}

/** A 2xx whose `status` is falsy: the server did not make the change. */
export class CartChangeRefused extends Error {}

/** S3 (quantity) and S4 (remove) for one line. */
export async function changeCartLine(change: CartChange): Promise<void> {
  const body =
    change.kind === 'remove'
      ? await callApi('cart-remove', { params: { itemId: change.line.id } })
      : await callApi('cart-update', { params: { itemId: change.line.id }, body: { quantity: change.quantity } });
  if (!body?.status) throw new CartChangeRefused(body?.message ?? '');
}

/**
 * Changes a line at once on screen and rolls the cart back when the server says no; the cart is asked again
 * afterwards either way, so the totals are the server's (contract S3/S4). A change the server made stays pending
 * until that answer is in: the line's total and the cart's totals are new only then.
 */
export function useChangeCartLine() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  const key = cartKeys.cart(token);
  return useMutation({
    mutationKey: cartKeys.change(token),
    mutationFn: changeCartLine,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CartView>(key);
      if (before) queryClient.setQueryData<CartView>(key, { ...before, lines: applyCartChange(before.lines, change) });
      return { before };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      // Not awaited: the notice of a refusal shows at once, not after the cart's next answer.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
