import { adminOrdersByPayment } from './entries/admin-orders-by-payment';

/** The back-office order list narrowed by payment method and payment status (our addition beside B5). */
export const orderFilterRoutes = [adminOrdersByPayment] as const;
