import { callApi } from '../../lib/api';
import type { OrderLine } from '../../../../shared/api/orders';

export type { OrderLine };

export type OrdersTab = 'pending' | 'complete';

/** S11: one tab of the customer's order lines. */
export const fetchMyOrders = (tab: OrdersTab) => callApi('orders-mine', { query: { status: tab } });
