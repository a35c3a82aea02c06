import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';
import { runCardPayment } from '../card-payment';

/** A fresh signed payment for an unpaid card order, for PayHere's window. */
export const payAgain = (orderId: number) => callApi('payhere-pay-again', { params: { id: orderId } });

/** Pay now in My Orders: a fresh signed payment for the order, then PayHere's window; resolves to the payment status. */
export function usePayAgain(orderId: number) {
  return useMutation({ mutationFn: async () => runCardPayment(orderId, await payAgain(orderId)) });
}
