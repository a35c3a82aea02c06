import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import type { OrderLookup } from './look-up-order';

/** `POST /api/v2/guest/orders/lookup/verify`: the code from the SMS gives the order's link again (`order_link`). */
export const verifyLookupCode = (lookup: OrderLookup & { code: string }) =>
  callApi('guest-lookup-verify', { body: lookup });

export const useVerifyLookupCode = () => useMutation({ mutationFn: verifyLookupCode });
