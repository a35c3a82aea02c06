import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi } from '../../../lib/api';
import { useGuestCart, type GuestCartLine } from '../guest/guest-cart-store';
import { cartViewOf, type CartView } from './cart-totals';
import { cartKeys } from './keys';

export interface GuestCartRequest {
  lines: GuestCartLine[];
  code: string | null;
}

/**
 * `POST /api/v2/guest/cart`: the browser's lines priced by the server, in the shape of S2. Its lines carry no cart-line
 * id of an account's cart, so each is numbered by its place in the answer (the screen's key and busy mark only).
 */
export async function priceGuestCart(request: GuestCartRequest): Promise<CartView> {
  const body = await callApi('guest-cart', { body: request });
  if (!body?.status) throw new ApiError(body?.message ?? 'Failed to load cart items', 200, body);
  const view = cartViewOf(body);
  return { ...view, lines: view.lines.map((line, i) => ({ ...line, id: i + 1 })) };
}

/** Asked only with lines: an empty guest cart is empty without a call. */
export const guestCartQueryOptions = (request: GuestCartRequest) =>
  queryOptions({
    queryKey: cartKeys.guest(request),
    queryFn: () => priceGuestCart(request),
    enabled: request.lines.length > 0,
  });

/** The guest cart as the server prices it now; a change keeps the last figures on screen until the new ones come. */
export function useGuestCartView() {
  const lines = useGuestCart((s) => s.lines);
  const code = useGuestCart((s) => s.code);
  return useQuery({ ...guestCartQueryOptions({ lines, code }), staleTime: 0, placeholderData: keepPreviousData });
}

/** The navigation bar's count for a signed-out shopper: the server's `total_items`, null until it has answered. */
export function useGuestCartUnits(signedOut: boolean): number | null {
  const lines = useGuestCart((s) => s.lines);
  const code = useGuestCart((s) => s.code);
  const options = guestCartQueryOptions({ lines, code });
  const query = useQuery({ ...options, enabled: signedOut && options.enabled !== false, select: (v) => v.units });
  if (!signedOut) return null;
  return lines.length === 0 ? 0 : query.isSuccess ? query.data : null;
}

const CODE_FAILED = 'The code could not be checked. Please try again.';

/**
 * The guest cart's discount code: Apply prices the lines with it and keeps it only when the server takes it, so a
 * refusal's message shows under the field as on the account's cart; Remove forgets it.
 */
export function useGuestDiscountCode() {
  const store = useGuestCart();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: (code: string) => priceGuestCart({ lines: store.lines, code }),
    onSuccess: (view, code) => {
      setError(null);
      queryClient.setQueryData(cartKeys.guest({ lines: store.lines, code: view.totals.code ?? code }), view);
      store.setCode(view.totals.code ?? code);
    },
    onError: (e) => setError((e instanceof ApiError && e.status && e.serverMessage) || CODE_FAILED),
  });
  return {
    code: store.code,
    error,
    busy: apply.isPending,
    apply: (code: string) => apply.mutate(code),
    remove: () => {
      setError(null);
      store.setCode(null);
    },
  };
}
