import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderLine } from '../../../../../shared/api/orders';
import type { GuestNextStep } from '../../../../../shared/rules/guest-orders';
import { ApiError, callApi } from '../../../lib/api';
import { linkedOrderKey } from '../../../lib/order-scope';
import type { CustomerReturn } from '../../returns';

/** The order link's two parts: `/order/<order_number>?t=<token>`. */
export interface OrderLinkParts {
  orderNumber: string;
  token: string;
}

/** The order of a link: its lines as My Orders shows them, what its buyer can do next, and whether an account has it. */
export interface GuestOrder {
  lines: OrderLine[];
  /** Its returns, as My Returns shows them. */
  returns: CustomerReturn[];
  next: GuestNextStep[];
  claimed: boolean;
}

/**
 * `GET /api/v2/guest/orders/{order_number}?t=<token>` (issue 32): the one order the link opens, as My Orders shows it
 * (its lines). A wrong or missing token and an unknown number are the same 404.
 */
export async function getGuestOrder({ orderNumber, token }: OrderLinkParts): Promise<GuestOrder> {
  const body = await callApi('guest-order', { params: { order_number: orderNumber }, query: { t: token } });
  if (body?.status !== 'success') throw new ApiError('Failed to load the order', 200);
  return {
    lines: Array.isArray(body.data) ? body.data : [],
    returns: body.returns ?? [],
    next: body.next,
    claimed: body.claimed,
  };
}

/** Keyed by the link itself, never by an account: the token is the only proof. */
export const guestOrderQueryOptions = (link: OrderLinkParts) =>
  queryOptions({
    queryKey: linkedOrderKey(link.orderNumber, link.token),
    queryFn: () => getGuestOrder(link),
    enabled: link.token !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** The order of the link, asked again each time the page opens. */
export const useGuestOrder = (link: OrderLinkParts) => useQuery({ ...guestOrderQueryOptions(link), staleTime: 0 });
