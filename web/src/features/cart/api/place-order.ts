import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myOrdersKey, useCustomerToken } from '../../../lib/account-scope';
import type { RouteResponse } from '../../../../../shared/routes';
import { ApiError } from '../../../lib/api';
import { placeCardOrder, placeOrder, type CheckoutPayload, type PlacedOrder } from '../api';
import { cartKeys } from './keys';

/** S9's answer: the order and the signed payment object for PayHere's window. */
type PayhereStart = RouteResponse<'checkout-payhere'>;

/** The server's word for a placed order; any other answer is a failure (contract S8, 0.4). */
export const ORDER_CREATED = 'Order created successfully';

/** What Pay Now led to: an order placed (cash on delivery), a card order waiting for PayHere, or a refusal. */
export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder | null }
  | { kind: 'card-started'; order: PlacedOrder; answer: PayhereStart }
  | { kind: 'refused'; message?: string }
  | { kind: 'failed'; error: unknown };

async function place(payload: CheckoutPayload): Promise<PlaceOutcome> {
  if (payload.payment_method === 'CARD') {
    const answer = await placeCardOrder(payload);
    if (!answer?.payhere || !answer.order) return { kind: 'refused', message: answer?.message };
    return { kind: 'card-started', order: answer.order, answer };
  }
  const body = await placeOrder(payload);
  if (body?.message !== ORDER_CREATED) return { kind: 'refused' };
  return { kind: 'placed', order: body.order ?? null };
}

/** S8 (cash on delivery) or S9 (card), from the server-side cart; a new order makes My Orders stale. */
export function usePlaceOrder() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: place,
    onSuccess: (outcome) => {
      if (outcome.kind === 'placed' || outcome.kind === 'card-started')
        void queryClient.invalidateQueries({ queryKey: myOrdersKey(token) });
    },
    // A 409 (a discount code that stopped applying, a cart that changed) leaves the cart changed: show it again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: cartKeys.lines(token) });
    },
  });
}
