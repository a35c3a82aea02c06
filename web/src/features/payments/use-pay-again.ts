import { useMutation } from '@tanstack/react-query';
import { payAgain } from './api';
import { runCardPayment } from './card-payment';

/** Pay now in My Orders: a fresh signed payment for the order, then PayHere's window; resolves to the payment status. */
export function usePayAgain(orderId: number) {
  return useMutation({ mutationFn: async () => runCardPayment(orderId, await payAgain(orderId)) });
}
