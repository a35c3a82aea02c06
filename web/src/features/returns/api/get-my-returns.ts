import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { returnKeys } from './keys';
import type { CustomerReturn } from './return-types';

/** `GET /v2/user/returns`: the customer's returns, newest first; an answer that is not "success" is a failure. */
export async function getMyReturns(): Promise<CustomerReturn[]> {
  const body = await callApi('returns-mine');
  if (body?.status !== 'success' || !Array.isArray(body.data)) throw new Error('Failed to load returns');
  return body.data;
}

export const myReturnsQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: returnKeys.mine(token), queryFn: getMyReturns, enabled: token !== null });

/** The customer's returns, asked again whenever a screen that shows them opens (staff move them meanwhile). */
export function useMyReturns(enabled = true) {
  const options = myReturnsQueryOptions(useCustomerToken());
  return useQuery({ ...options, enabled: enabled && options.enabled, staleTime: 0, refetchOnMount: 'always' });
}
