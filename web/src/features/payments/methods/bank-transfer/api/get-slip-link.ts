import { callApi } from '../../../../../lib/api';
import { linkArgs, type OrderScope } from '../../../../../lib/order-scope';

/** A signed link to the slip, good for 5 minutes: of one's own order, or of the one a guest's link opens. */
export const slipLinkIn = (scope: OrderScope, orderId: number) =>
  scope.kind === 'link'
    ? callApi('guest-slip-link', linkArgs(scope))
    : callApi('slip-link', { params: { order_id: orderId } });
