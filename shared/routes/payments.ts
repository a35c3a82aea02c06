import type { RouteDef } from './types';

/**
 * Card payments with PayHere (contract S9 plus our own additions). PayHere's servers post the notification without
 * a token, so that route is public and trusts only the signature. The rest is the signed-in customer's own orders.
 */
export const paymentRoutes: RouteDef[] = [
  {
    id: 'payhere-notify',
    method: 'POST',
    path: '/api/v2/payhere/notify',
    handler: 'functions/handlers/payments/notify.ts',
    access: 'public',
    grants: ['table:read', 'table:write', 'mail:queue', 'payhere-secret'],
    form: true,
  },
  {
    id: 'payhere-pay-again',
    method: 'POST',
    path: '/api/v2/payhere/orders/{id}/pay',
    handler: 'functions/handlers/payments/pay-again.ts',
    access: 'customer',
    grants: ['signing-key', 'table:read', 'payhere-secret'],
  },
  {
    id: 'payhere-order-payment',
    method: 'GET',
    path: '/api/v2/payhere/orders/{id}',
    handler: 'functions/handlers/payments/order-payment.ts',
    access: 'customer',
    grants: ['signing-key', 'table:read'],
  },
];
