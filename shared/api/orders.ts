import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../rules/orders';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../rules/payments';
import { RETURN_STATUSES } from '../rules/returns';
import { bankTransferDetails } from './bank-transfer';
import { LANGUAGES } from '../rules/languages';
import { codConfirmationField } from './cod-confirmation';
import { answerLanguage } from './catalog';
import { ok, pagination } from './envelope';

/** Lower case, American `canceled` (contract 6.7). */
export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentMethod = z.enum(PAYMENT_METHODS);
export const paymentStatus = z.enum(PAYMENT_STATUSES);

/** The courier and tracking number of a shipped order, `url` its courier's page for that number (issue 22). */
export const orderTracking = z.nullable(
  z.object({ courier: z.string(), number: z.string(), url: z.nullable(z.string()) }),
);

/** The discount code an order used and all it saved, in LKR; only on an order that used one (issue 21). */
const codeFields = { discount_code: z.optional(z.string()), discount_amount: z.optional(z.number()) };

/** When the order was delivered and until when it may be returned (issue 22); null while not delivered. */
const returnWindow = { delivered_at: z.nullable(z.string()), return_until: z.nullable(z.string()) };

/** What a checkout answers about the order it placed (S8, S9). */
export const placedOrder = z.object({
  id: z.number(),
  order_number: z.string(),
  status: orderStatus,
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  payment_deadline: z.nullable(z.string()),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  ...codeFields,
  tracking: orderTracking,
  estimated_arrival: z.string(),
  created_at: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** S11: one element per ordered product. */
export const orderLine = z.object({
  order_id: z.number(),
  order_number: z.string(),
  status: orderStatus,
  tracking: orderTracking,
  created_at: z.string(),
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  payment_deadline: z.nullable(z.string()),
  ...codConfirmationField,
  ...codeFields,
  ...returnWindow,
  /** A bank-transfer order's account and amount, and the reason its last slip was refused (null unless it was). */
  bank_transfer: z.optional(bankTransferDetails),
  slip_rejection_reason: z.optional(z.nullable(z.string())),
  item: z.object({
    id: z.number(),
    product_id: z.number(),
    product_name: z.string(),
    /** The variant bought (issue 20), e.g. 4 and "Size: M"; null for a product without variants. */
    variant_id: z.nullable(z.number()),
    variant_label: z.nullable(z.string()),
    product_image: z.nullable(z.string()),
    quantity: z.number(),
    price: z.number(),
    subtotal: z.number(),
    original_price: z.number(),
    discount_percentage: z.number(),
  }),
});
export type OrderLine = z.infer<typeof orderLine>;

/** S11; asked with `?lang=si|ta`, lines are named as bought and `lang` follows `status` (decision 0112). */
export const myOrders = ok({
  ...answerLanguage,
  filter: z.enum(['pending', 'complete']),
  total_items: z.number(),
  data: z.array(orderLine),
});

/** B5 card and the `order` of B6: money as display strings, every nested object present. */
export const adminOrder = z.object({
  id: z.number(),
  status: orderStatus,
  date: z.string(),
  created_at: z.string(),
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  ...codConfirmationField,
  /** The language the order's mails and SMS are written in (issue 34): `en` for orders placed before. */
  language: z.enum(LANGUAGES),
  /** `guest` true on a guest's order in no account (issue 32), absent otherwise. */
  customer: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    guest: z.optional(z.literal(true)),
  }),
  orderInfo: z.object({ shipping: z.string(), paymentMethod: paymentMethod, status: orderStatus }),
  deliverTo: z.object({ address: z.string() }),
  paymentInfo: z.object({ paymentMethod: z.string(), businessName: z.string(), phone: z.string() }),
  products: z.array(
    z.object({
      name: z.string(),
      orderId: z.number(),
      productId: z.number(),
      /** The variant bought (issue 20), e.g. 4 and "Size: M"; null for a product without variants. */
      variant_id: z.nullable(z.number()),
      variant_label: z.nullable(z.string()),
      quantity: z.number(),
      total: z.string(),
    }),
  ),
  summary: z.object({
    subtotal: z.string(),
    tax: z.string(),
    discount: z.string(),
    shipping: z.string(),
    total: z.string(),
  }),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** B6's `order`: the B5 card and the order's tracking (B5 itself stays as it was). */
export const changedOrder = z.extend(adminOrder, { tracking: orderTracking });
export type ChangedOrder = z.infer<typeof changedOrder>;

/** B7 row. */
export const historyRow = z.object({
  id: z.number(),
  total: z.string(),
  date: z.string(),
  status: orderStatus,
  payment_method: paymentMethod,
  payment_status: paymentStatus,
});
export type HistoryRow = z.infer<typeof historyRow>;

export const ordersPage = <T extends z.ZodMiniType>(row: T) =>
  ok({ data: z.object({ orders: z.array(row), pagination: z.extend(pagination, { totalOrders: z.number() }) }) });

const billing = z.object({
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  company: z.string(),
  address: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  phone: z.string(),
});

/** GET /v2/admin/orders/{id}: the card of B5 plus the whole life of the order. */
export const orderDetail = z.extend(adminOrder, {
  order_number: z.string(),
  billing,
  shipping_address: z.string(),
  ...codeFields,
  tracking: orderTracking,
  payment: z.object({
    method: paymentMethod,
    status: paymentStatus,
    deadline: z.nullable(z.string()),
    payhere_payment_id: z.nullable(z.string()),
    card_method: z.nullable(z.string()),
    card_no: z.nullable(z.string()),
    /** When the customer sent the bank slip staff see through its signed link; only on an order with one. */
    slip_uploaded_at: z.optional(z.string()),
  }),
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      by: z.string(),
      from: z.nullable(z.string()),
      to: z.nullable(z.string()),
      note: z.nullable(z.string()),
    }),
  ),
  ...returnWindow,
  /** The order's returns (issue 22), oldest first. */
  returns: z.array(
    z.object({ id: z.number(), status: z.enum(RETURN_STATUSES), created_at: z.string(), refund_amount: z.number() }),
  ),
});
export type AdminOrderDetail = z.infer<typeof orderDetail>;
/** One change in an order's life, as the back-office order page reads it. */
export type OrderTimelineEntry = AdminOrderDetail['timeline'][number];
