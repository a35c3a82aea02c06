import type { RouteDef } from './types';

/** The back-office's view of one order's whole life, and the admins' CSV export (our additions to B5-B7). */
export const orderLifeRoutes: RouteDef[] = [
  {
    id: 'admin-order-detail',
    method: 'GET',
    path: '/api/v2/admin/orders/{id}',
    handler: 'functions/handlers/admin/orders/detail.ts',
    access: 'staff+admin',
    grants: ['signing-key', 'table:read'],
  },
  {
    id: 'admin-orders-export',
    method: 'GET',
    path: '/api/v2/admin/orders-export',
    handler: 'functions/handlers/admin/orders/export.ts',
    access: 'admin',
    grants: ['signing-key', 'table:read'],
  },
];
