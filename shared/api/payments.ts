import * as z from 'zod/mini';
import { ok } from './envelope';
import { orderStatus, orderTracking, paymentMethod, paymentStatus, placedOrder } from './orders';

/** The signed object PayHere's `startPayment` takes; clients pass it on unchanged (contract S9). */
export const payherePayment = z.object({
  sandbox: z.boolean(),
  merchant_id: z.string(),
  return_url: z.string(),
  cancel_url: z.string(),
  notify_url: z.string(),
  order_id: z.string(),
  items: z.string(),
  amount: z.string(),
  currency: z.string(),
  hash: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  delivery_address: z.string(),
  delivery_city: z.string(),
  delivery_country: z.string(),
});

/** S9. */
export const cardCheckoutAnswer = ok({
  message: z.literal('Order created successfully'),
  order: placedOrder,
  payhere: payherePayment,
  sdk_url: z.string(),
});

/** Paying an unpaid card order again: a fresh payment object. */
export const payAgainAnswer = ok({ payhere: payherePayment, sdk_url: z.string() });

/** Where one card order's payment stands. */
export const orderPayment = z.object({
  order_id: z.number(),
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  payment_deadline: z.nullable(z.string()),
  can_retry: z.boolean(),
  status: orderStatus,
  tracking: orderTracking,
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** The ways to pay the checkout may offer a customer (issue 31), and those withheld from them with the checkout's words. */
export const checkoutMethodsAnswer = ok({
  data: z.object({
    methods: z.array(paymentMethod),
    withheld: z.array(z.object({ payment_method: paymentMethod, message: z.string() })),
  }),
});
