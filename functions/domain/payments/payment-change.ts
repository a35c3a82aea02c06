import type { OrderStatus } from '../../../shared/rules/orders';
import type { PaymentStatus } from '../../../shared/rules/payments';
import type { OrderEvent, PaymentDetails, SlipFile } from '../orders';

/** What a payment event does to an order: its new payment status and, for an expiry, a new order status. */
export interface PaymentChange {
  paymentStatus: PaymentStatus;
  status?: OrderStatus;
  payment?: PaymentDetails;
  /** A bank slip the change records (the customer's upload). */
  slip?: SlipFile;
  events: OrderEvent[];
}
