import * as z from 'zod/mini';
import { DASHBOARD_PERIODS } from '../rules/dashboard-periods';
import { COD_CONFIRMATIONS } from '../rules/cod-confirmation';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../rules/payments';
import { cartReminderFigures } from './cart-reminders';
import { lowStockProducts } from './dashboard-low-stock';
import { orderStatus } from './orders';

/** B1's `data`: display fields are preformatted strings shown verbatim (decision 0007). */
export const dashboardData = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  stats: z.object({
    start_date: z.string(),
    end_date: z.string(),
    total_orders: z.number(),
    active_orders: z.number(),
    completed_orders: z.number(),
    returned_orders: z.number(),
    pending_orders: z.number(),
    /** Orders refused at the door (issue 31). */
    refused_orders: z.number(),
    revenue: z.string(),
  }),
  sales_graph: z.object({ labels: z.array(z.string()), data: z.array(z.number()) }),
  /** The period's orders by payment method, payment status and cash confirmation, every key present (issue 31). */
  payments: z.object({
    by_method: z.record(z.enum(PAYMENT_METHODS), z.number()),
    by_status: z.record(z.enum(PAYMENT_STATUSES), z.number()),
    cod_confirmation: z.record(z.enum(COD_CONFIRMATIONS), z.number()),
  }),
  cart_reminders: cartReminderFigures,
  best_selling_products: z.array(
    z.object({
      id: z.number(),
      image: z.nullable(z.string()),
      product: z.string(),
      price: z.string(),
      total: z.string(),
      sales: z.number(),
    }),
  ),
  recent_orders: z.array(
    z.object({
      id: z.number(),
      product: z.string(),
      date: z.string(),
      customer: z.string(),
      status: orderStatus,
      amount: z.string(),
      /** The discount code the order used; only on an order that used one (issue 21). */
      discount_code: z.optional(z.string()),
    }),
  ),
  /** Issue 33: the products at or under their low-stock threshold. */
  low_stock: lowStockProducts,
});
export type DashboardData = z.infer<typeof dashboardData>;
