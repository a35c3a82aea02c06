import { adminOrder, ordersPage } from '../../api/orders';
import { paymentFilterQuerySchema } from '../../validation/lists';
import { defineRoute } from '../define';

/** Our own `?page=&payment_method=&payment_status=`: the B5 list narrowed by payment (decision 0039). */
export const adminOrdersByPayment = defineRoute('admin-orders-by-payment', {
  handler: 'functions/handlers/admin/orders/by-payment.ts',
  stack: 'Admin',
  access: 'staff+admin',
  grants: ['signing-key', 'table:read'],
  query: paymentFilterQuerySchema,
  response: ordersPage(adminOrder),
});
