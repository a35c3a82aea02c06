import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export interface OrderLookup {
  order_number: string;
  phone: string;
}

/**
 * `POST /api/v2/guest/orders/lookup` (issue 32): asks for a code by SMS to the order's phone. The answer is the same
 * whether or not the two match, so it says nothing about the order.
 */
export const lookUpOrder = (lookup: OrderLookup) => callApi('guest-lookup', { body: lookup });

export const useLookUpOrder = () => useMutation({ mutationFn: lookUpOrder });
