/**
 * TEMPORARY shim of the typed route table (issue 8 item 1): the same exports the table in shared/routes will carry
 * (`RouteId`, `routes`, `RouteParams`, `RouteQuery`, `RouteBody`, `RouteResponse`), built on today's entries and
 * the wire shapes of ./wire.ts. When the real table lands, this folder goes and web/src/lib/api-client.ts imports
 * the same names from shared/routes.
 */
import type { Category } from '../../../../shared/rules/catalogue';
import type { ContactInput } from '../../../../shared/validation/contact';
import { routes as routeList, type HttpMethod } from '../../../../shared/routes';
import type { SessionUser } from '../session-storage';
import type * as W from './wire';

type None = undefined;
type Id = { id: number | string };
type Ok = { status: W.WireStatus; message?: string };
type Paged<K extends string, T> = W.Envelope<Record<K, T[]> & { pagination?: W.Pagination & Record<string, number | undefined> }>;

interface Entry<P, Q, B, R> {
  params: P;
  query: Q;
  body: B;
  response: R;
}

/** One line per route the SPA calls: path params, query, body, success answer. */
interface Contract {
  'auth-login': Entry<None, None, { email: string; password: string }, W.LoginAnswer>;
  'auth-logout': Entry<None, None, None, Ok>;
  'auth-register': Entry<None, None, { name: string; email: string; mobile: string; password: string; password_confirmation: string }, { access_token?: string; user?: SessionUser }>;
  'auth-forgot-password': Entry<None, None, { email: string }, { message?: string }>;
  'auth-verify-reset-code': Entry<None, None, { email: string; code: string }, { message?: string }>;
  'auth-reset-password': Entry<None, None, { email: string; code: string; password: string; password_confirmation: string }, { message?: string }>;
  'account-get': Entry<None, None, None, W.UserProfile>;
  'account-update': Entry<None, None, Record<string, string>, W.UserProfile & { status?: string }>;
  'account-change-password': Entry<None, None, { current_password: string; new_password: string; new_password_confirmation: string }, { status?: string; message?: string }>;
  'account-avatar': Entry<None, None, FormData, { status?: string; profile_picture?: string }>;
  'catalog-featured': Entry<None, None, None, W.Envelope<Partial<Record<Category, W.FeaturedCard[]>>>>;
  'catalog-product': Entry<Id, None, None, W.Envelope<W.ProductWire>>;
  'catalog-by-category': Entry<None, None, { category: Category }, W.Envelope<W.ProductListItem[]>>;
  'catalog-search': Entry<None, { q: string }, None, W.Envelope<Required<W.ProductListItem>[]>>;
  'contact-send': Entry<None, None, ContactInput, { success?: boolean; message?: string }>;
  'cart-list': Entry<None, None, None, Ok & { data?: W.CartLine[] }>;
  'cart-add': Entry<None, None, { product_id: number; quantity: number }, Ok>;
  'cart-update': Entry<{ itemId: number }, None, { quantity: number }, Ok>;
  'cart-remove': Entry<{ itemId: number }, None, None, Ok>;
  'wishlist-list': Entry<None, None, None, Ok & { data?: W.WishlistEntry[] }>;
  'wishlist-add': Entry<None, None, { product_id: number }, Ok>;
  'wishlist-remove': Entry<{ productId: number }, None, None, Ok>;
  'checkout-cod': Entry<None, None, W.CheckoutPayload, { message?: string; order?: W.PlacedOrder }>;
  'checkout-payhere': Entry<None, None, Omit<W.CheckoutPayload, 'payment_method'>, W.PayhereStart>;
  'payhere-pay-again': Entry<Id, None, None, W.PayhereStart>;
  'payhere-order-payment': Entry<Id, None, None, { data?: W.OrderPayment }>;
  'orders-mine': Entry<None, { status: 'pending' | 'complete' }, None, { status?: string; data?: W.OrderLine[] }>;
  'admin-dashboard': Entry<None, None, { period: 'weekly' | 'monthly' | 'yearly' }, W.Envelope<W.DashboardData>>;
  'admin-products': Entry<None, None, { page: number; category?: string; search?: string }, Paged<'products', W.AdminProductCard>>;
  'admin-product-add': Entry<None, None, FormData, W.Envelope<W.ProductWire>>;
  'admin-product-update': Entry<Id, None, FormData, W.Envelope<W.ProductWire>>;
  'admin-product-delete': Entry<Id, None, None, Ok>;
  'admin-orders': Entry<None, { page: number }, None, Paged<'orders', W.AdminOrder>>;
  'admin-order-history': Entry<None, { page: number }, None, Paged<'orders', W.HistoryRow>>;
  'admin-order-status': Entry<Id, None, { status: string }, { message?: string; order?: { status?: string } }>;
  'admin-orders-by-payment': Entry<None, { page: number; payment_method?: string; payment_status?: string }, None, Paged<'orders', W.AdminOrder>>;
  'admin-order-detail': Entry<Id, None, None, W.Envelope<W.AdminOrderDetail>>;
  /** CSV text (not JSON): the client hands it back as the string it is. */
  'admin-orders-export': Entry<None, { from: string; to: string }, None, string>;
  'admin-users': Entry<None, { page: number; search?: string }, None, Paged<'users', W.AdminUser>>;
  'admin-staff-list': Entry<None, { page: number; limit: number; search?: string }, None, Paged<'staff', W.StaffMember>>;
  'admin-staff-create': Entry<None, None, Omit<W.StaffMember, 'id'> & { password: string }, Ok>;
  'admin-staff-update': Entry<Id, None, Omit<W.StaffMember, 'id'> & { password: string }, Ok>;
}

export type RouteId = keyof Contract;
export type RouteParams<I extends RouteId> = Contract[I]['params'];
export type RouteQuery<I extends RouteId> = Contract[I]['query'];
export type RouteBody<I extends RouteId> = Contract[I]['body'];
export type RouteResponse<I extends RouteId> = Contract[I]['response'];

export interface RouteEntry {
  method: HttpMethod;
  /** `/api/v2/...` with `{param}` placeholders. */
  path: string;
}

export const routes = Object.fromEntries(routeList.map((r) => [r.id, { method: r.method, path: r.path }])) as Record<RouteId, RouteEntry>;
