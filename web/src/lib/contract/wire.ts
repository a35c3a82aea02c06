/**
 * The wire shapes the SPA reads, as the /api/v2 contract sends them (odd spellings kept). Temporary home: the typed
 * route table (shared/routes, response schemas per entry) replaces this file; see ./index.ts.
 */
import type { ProductListItem } from '../../../../shared/api/catalog';
import type { SessionUser } from '../session-storage';

/** `status` is "success" (or, on some routes, `true`) on success; failures come as non-2xx answers. */
export type WireStatus = string | boolean;

export interface Envelope<T> {
  status: WireStatus;
  message?: string;
  data?: T;
}

export interface FeaturedCard {
  id: number;
  name: string;
  image: string | null;
  price: number | string;
  currency: string;
  rating: number;
  reviews: number;
}

/** C2: one product; the storefront and the back-office update form read different fields of it. */
export interface ProductWire {
  id: number;
  name: string;
  description: string;
  price: number | string;
  discount: number | string | null;
  currency: string;
  isNew: boolean;
  stock: number;
  category: string;
  rating: number;
  images: Array<{ id: number; path: string }>;
  brandName: string | null;
  sku: string;
  featured?: boolean;
  user_guide_pdf: string | null;
}

export type { ProductListItem };

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

export interface WishlistEntry {
  id: number;
  product_id?: number;
  product: {
    id: number;
    name: string;
    description: string;
    price: number | string;
    discount: number | string | null;
    rating: number;
    image: string | null;
    is_in_stock: boolean;
  };
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

/** The signed-in user as A7 answers it: flat, with nulls for what was never filled in. */
export interface UserProfile {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  mobile: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  company: string | null;
  address: string | null;
  apartment: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  profile_picture: string | null;
  user_type: string;
}

export interface LoginAnswer {
  access_token: string;
  token_type: string;
  status: string;
  user: SessionUser;
}

export interface DashboardData {
  stats: {
    start_date: string;
    end_date: string;
    total_orders: number;
    active_orders: number;
    completed_orders: number;
    returned_orders: number;
    /** Extras of our API (decision 0007): orders still pending, and the period's sales as LKR text. */
    pending_orders?: number;
    revenue?: string;
  };
  sales_graph: { labels: string[]; data: number[] };
  best_selling_products: Array<{ id?: number; image?: string | null; product: string; price: string; total: string; sales: number | string }>;
  recent_orders: Array<{ id: number | string; product: string; date: string; customer: string; status: string; amount: string }>;
}

export interface AdminProductCard {
  id: number;
  name: string;
  category: string;
  price: number;
  summary: string;
  sales: number | string;
  image: string | null;
  featured?: boolean;
}

export interface AdminOrder {
  id: number | string;
  status: string;
  date: string;
  created_at?: string;
  /** Our additions to B5 (and B7): how the order is paid and where the payment stands (shared/rules/payments). */
  payment_method?: string;
  payment_status?: string;
  customer: { fullName?: string; email?: string; phone?: string };
  orderInfo: { shipping?: string; paymentMethod?: string; status?: string };
  deliverTo: { address?: string };
  paymentInfo: { paymentMethod?: string; businessName?: string; phone?: string };
  products: Array<{ name: string; orderId: number | string; quantity: number; total: string }>;
  summary: { subtotal?: string; tax?: string; discount?: string; shipping?: string; total?: string };
}

export interface HistoryRow {
  id: number | string;
  total: string;
  date: string;
  status: string;
  payment_method?: string;
  payment_status?: string;
}

/** One change in an order's life, as the back-office order page reads it. */
export interface OrderTimelineEntry {
  at: string;
  /** placed, status, paid, payment_failed, charged_back, refund_due, expired, stock_returned, stock_taken. */
  kind: string;
  /** "Name (role)", "PayHere" or "Shop". */
  by: string;
  from: string | null;
  to: string | null;
  note: string | null;
}

/** The back-office order page (GET /v2/admin/orders/{id}): the B5 card plus addresses, payment and timeline. */
export interface AdminOrderDetail extends AdminOrder {
  order_number: string;
  billing: {
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
  };
  shipping_address: string;
  payment: {
    method: string;
    status: string;
    deadline: string | null;
    payhere_payment_id: string | null;
    card_method: string | null;
    card_no: string | null;
  };
  timeline: OrderTimelineEntry[];
}

export interface Pagination {
  currentPage?: number;
  totalPages?: number;
}

export interface AdminUser {
  id: number | string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  registrationDate: string;
}

export interface StaffMember {
  id: number | string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  company: string;
}

/** The S8 body. No cart lines travel: the server builds the order from its own cart and prices. */
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

/** What PayHere's startPayment takes, signed by the server (S9 and pay-again); passed on unchanged. */
export interface PayhereStart {
  message?: string;
  order?: PlacedOrder;
  payhere?: Record<string, unknown>;
  sdk_url?: string;
}

/** Where one card order's payment stands (GET /v2/payhere/orders/{id}). */
export interface OrderPayment {
  order_id: number;
  payment_status: string;
  payment_deadline: string | null;
  can_retry: boolean;
}
