import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { customerRoutes } from './customer';
import { orderFilterRoutes } from './order-filters';
import { orderLifeRoutes } from './order-life';
import { paymentRoutes } from './payments';
import type { RouteDef } from './types';

export type { Access, Grant, HttpMethod, RouteDef } from './types';

/**
 * The one route table. The CDK stack makes one API Gateway route and one function per entry, the local gateway
 * dispatches by it, the authorization middleware enforces its access column, and the tests walk it.
 * Each area of the shop keeps its entries in its own file.
 */
export const routes: RouteDef[] = [...authRoutes, ...accountRoutes, ...catalogRoutes, ...customerRoutes, ...paymentRoutes, ...adminRoutes, ...orderLifeRoutes, ...orderFilterRoutes];

export function routeById(id: string): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}
