import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';
import { linkArgs, useOrderScope, type OrderScope } from '../../../../../lib/order-scope';
import { runCardPayment } from '../card-payment';

/** A fresh signed payment for an unpaid card order, for PayHere's window: one's own, or through a guest's link. */
export const payAgain = (scope: OrderScope, orderId: number) =>
  scope.kind === 'link'
    ? callApi('guest-pay-again', linkArgs(scope))
    : callApi('payhere-pay-again', { params: { id: orderId } });

/** Pay now: a fresh signed payment for the order, then PayHere's window; resolves to the payment status. */
export function usePayAgain(orderId: number) {
  const scope = useOrderScope();
  return useMutation({ mutationFn: async () => runCardPayment(scope, orderId, await payAgain(scope, orderId)) });
}
