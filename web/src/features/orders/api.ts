import { callApi } from '../../lib/api';
import type { OrderLine as ServerOrderLine } from '../../../../shared/api/orders';

/** S11 line; its item names the variant bought of a product with options (issue 20; null or absent otherwise). */
export type OrderLine = Omit<ServerOrderLine, 'item'> & {
  item: ServerOrderLine['item'] & { variant_id?: number | null; variant_label?: string | null };
};

export type OrdersTab = 'pending' | 'complete';

/** S11: one tab of the customer's order lines. */
export const fetchMyOrders = (tab: OrdersTab) => callApi('orders-mine', { query: { status: tab } });
