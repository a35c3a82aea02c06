import { api } from '../../lib/api';

export type OrdersTab = 'pending' | 'complete';

/** One element of S11: one line of one order. */
export interface OrderLine {
  order_id: number;
  order_number?: string;
  status?: string;
  created_at?: string;
  payment_method?: string;
  payment_status?: string;
  payment_deadline?: string | null;
  item: {
    id: number;
    product_name: string;
    product_image: string | null;
    quantity: number;
    price: number;
    subtotal: number;
  };
}

/** S11: the query string is part of the path, as the contract writes it. */
export const fetchMyOrders = (tab: OrdersTab) => api.get<{ status?: string; data?: OrderLine[] }>(`/v2/user/orders?status=${tab}`);
