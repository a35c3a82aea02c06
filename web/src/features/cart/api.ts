import { api } from '../../lib/api';

/** One line of S2 GET /v2/cart. */
export interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  /** The discounted line total, computed by the server (contract S2). */
  total_price: number;
  product: {
    id: number;
    name: string;
    price: number | string;
    discount: number | string;
    stock?: number;
    image: string | null;
  };
}

/** The S8 body (contract S8). No cart lines travel: the server builds the order from its own cart and prices. */
export interface CheckoutPayload {
  payment_method: 'COD' | 'CARD';
  first_name: string;
  last_name: string;
  country: string;
  company: string;
  address: string;
  shipping_address: string;
  apartment: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
  shipping_rate: number;
  tax: 0;
  discount: 0;
}

export interface PlacedOrder {
  id: number;
  payment_method?: 'COD' | 'CARD';
  /** For a card order, where its payment stands once PayHere's window closed. */
  payment_status?: string;
  order_number?: string;
  total?: number;
  estimated_arrival?: string;
}

export const fetchCart = () => api.get<{ status?: unknown; message?: string; data?: CartLine[] }>('/v2/cart');
export const changeQuantity = (lineId: number, quantity: number) => api.put<{ status?: unknown; message?: string }>(`/v2/cart/${lineId}`, { quantity });
export const removeLine = (lineId: number) => api.delete<{ status?: unknown; message?: string }>(`/v2/cart/${lineId}`);
export const placeOrder = (payload: CheckoutPayload) => api.post<{ message?: string; order?: PlacedOrder }>('/v2/checkout', payload);
/** S9: the same fields without payment_method; the answer's `payhere` goes to PayHere's startPayment unchanged. */
export const placeCardOrder = ({ payment_method: _card, ...payload }: CheckoutPayload) =>
  api.post<{ message?: string; order?: PlacedOrder; payhere?: Record<string, unknown>; sdk_url?: string }>('/v2/payhere/checkout', payload);
/** A8 from checkout: the billing fields with `phone` (contract A8, third caller), on the path with the slash. */
export const saveCheckoutDetails = (details: Record<string, string>) => api.put<{ status?: unknown }>('/v2/users/', details);
