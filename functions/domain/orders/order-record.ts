import type { OrderStatus } from '../../../shared/rules/orders';

/** An order with its lines embedded: a snapshot of what was bought, at which price, to where. Money in cents. */
export interface OrderLine {
  id: number;
  productId: number;
  name: string;
  imagePath: string | null;
  /** Undiscounted unit price (LKR) and discount percent at the time of the order. */
  price: number;
  discount: number;
  quantity: number;
  /** (price - price x pct / 100) x qty, in cents. */
  totalCents: number;
}

export interface OrderAddress {
  first_name: string;
  last_name: string;
  country: string;
  company: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
}

export interface OrderRecord {
  id: number;
  userId: number;
  status: OrderStatus;
  /** Set once the stock of a canceled order was given back, so it happens exactly once. */
  stockReturned: boolean;
  customer: { name: string; email: string; phone: string };
  billing: OrderAddress;
  shippingAddress: string;
  paymentMethod: 'COD';
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  estimatedArrival: string;
  createdAt: string;
  updatedAt: string;
}
