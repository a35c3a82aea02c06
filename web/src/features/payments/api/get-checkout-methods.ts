import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sriLankanE164 } from '../../../../../shared/rules/phone-numbers';
import type { PaymentMethod } from '../../../../../shared/rules/payments';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';

/** The ways to pay the shop offers this customer, for this phone (issue 31), and those withheld with their words. */
export async function getCheckoutMethods(phone: string) {
  return (await callApi('checkout-methods', { query: phone ? { phone } : {} })).data;
}

export const checkoutMethodsQueryOptions = (token: string | null, phone: string) =>
  queryOptions({
    queryKey: ['checkout-methods', token, phone],
    queryFn: () => getCheckoutMethods(phone),
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
    retry: false,
  });

export interface MethodAvailability {
  /** False only once the server said the shop does not offer it (a bank transfer without its account). */
  offered: (id: PaymentMethod) => boolean;
  /** The words of the checkout's refusal when it is withheld from this customer (cash after refusals), else null. */
  withheld: (id: PaymentMethod) => string | null;
}

/**
 * What the checkout may offer, asked again once the phone typed is a whole number (by account until then). Until the
 * answer comes, or if it fails, every method shows: Pay Now's refusal still tells.
 */
export function useMethodAvailability(phone: string): MethodAvailability {
  const typed = sriLankanE164(phone) ?? '';
  const data = useQuery(checkoutMethodsQueryOptions(useCustomerToken(), typed)).data;
  return {
    offered: (id) => !data || data.methods.includes(id),
    withheld: (id) => data?.withheld.find((w) => w.payment_method === id)?.message ?? null,
  };
}
