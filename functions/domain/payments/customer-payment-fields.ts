import type { OrderRecord } from '../orders';
import { paymentMethodOf } from './methods/registry';

/**
 * What a customer's own order views carry of the order's payment beyond the order itself, as its method says (a bank
 * transfer's account and amount); nothing for a method without such details, whose answers stay as they were.
 */
export const customerPaymentFields = (order: OrderRecord): object =>
  paymentMethodOf(order.paymentMethod).orderDetails?.(order) ?? {};
