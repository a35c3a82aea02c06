import { callApi } from '../../../../../lib/api';

/** A signed link to one's own slip, good for 5 minutes. */
export const mySlipLink = (orderId: number) => callApi('slip-link', { params: { order_id: orderId } });
