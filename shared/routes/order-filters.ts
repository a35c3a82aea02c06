import type { RouteDef } from './types';

/** The back-office order list narrowed by payment method and payment status (our addition beside B5). */
export const orderFilterRoutes: RouteDef[] = [
  {
    id: 'admin-orders-by-payment',
    method: 'GET',
    path: '/api/v2/admin/orders',
    handler: 'functions/handlers/admin/orders/by-payment.ts',
    access: 'staff+admin',
    grants: ['signing-key', 'table:read'],
  },
];
