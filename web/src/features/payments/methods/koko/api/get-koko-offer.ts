import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';

/** The totals KOKO takes for this shop, in rupees (the shop's settings). */
export async function getKokoOffer() {
  return (await callApi('koko-offer')).data;
}

export const kokoOfferQueryOptions = () =>
  queryOptions({ queryKey: ['koko-offer'], queryFn: getKokoOffer, staleTime: 5 * 60 * 1000 });

/** Whether KOKO takes this total; not until the range is known. */
export function useKokoTakes(total: number): boolean {
  const offer = useQuery(kokoOfferQueryOptions()).data;
  return offer !== undefined && total >= offer.min_amount && total <= offer.max_amount;
}
