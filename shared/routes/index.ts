import type * as z from 'zod/mini';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { codConfirmationRoutes } from './cod-confirmation';
import { customerRoutes } from './customer';
import { orderFilterRoutes } from './order-filters';
import { orderLifeRoutes } from './order-life';
import { paymentRoutes } from './payments';
import { reviewRoutes } from './reviews';
import { promotionRoutes } from './promotions';
import { returnRoutes } from './returns';
import { bankTransferRoutes } from './bank-transfer';
import { guestRoutes } from './guest';
import { routePaths, type RouteId } from './paths';
import type { RouteDef } from './types';

export type {
  Access,
  Grant,
  HttpMethod,
  RateLimitSpec,
  RateWindowSeconds,
  RouteDef,
  RouteEntryDef,
  RouteSpec,
  RouteStack,
} from './types';
export type { RouteId } from './paths';

type Paths = typeof routePaths;
type WithPath<E> = E extends { id: infer I extends RouteId } ? E & { method: Paths[I][0]; path: Paths[I][1] } : never;

const withPath = <E extends { id: RouteId }>(entry: E) =>
  ({ ...entry, method: routePaths[entry.id][0], path: routePaths[entry.id][1] }) as WithPath<E>;

const entries = [
  ...authRoutes,
  ...accountRoutes,
  ...catalogRoutes,
  ...customerRoutes,
  ...paymentRoutes,
  ...adminRoutes,
  ...orderLifeRoutes,
  ...orderFilterRoutes,
  ...reviewRoutes,
  ...promotionRoutes,
  ...returnRoutes,
  ...bankTransferRoutes,
  ...codConfirmationRoutes,
  ...guestRoutes,
] as const;
const table = entries.map(withPath);

/**
 * The one route table. The CDK stack makes one API Gateway route and one function per entry, the local gateway
 * dispatches by it, the authorization middleware enforces its access column, the OpenAPI document is generated
 * from it, and the tests walk it. Each entry lives in its own module (shared/routes/entries/), so a handler
 * imports its own entry only and its bundle carries one route's schemas.
 */
export const routes: readonly RouteDef[] = table;

/** The entry of one route id, with its literal access and schemas. */
export type RouteEntry<I extends RouteId> = Extract<(typeof table)[number], { id: I }>;

type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
/** A path or query value as a caller may give it: text, or a number that becomes text in the URL. */
type Loose<T> = T extends undefined
  ? undefined
  : {
      [K in keyof T]: T[K] extends string
        ? string | number
        : T[K] extends string | undefined
          ? string | number | undefined
          : T[K];
    };

/** What a caller puts in the path's `{name}` parameters. */
export type RouteParams<I extends RouteId> = Loose<Input<RouteEntry<I>['params' & keyof RouteEntry<I>]>>;
/** What a caller may put in the query string. */
export type RouteQuery<I extends RouteId> = Loose<Input<RouteEntry<I>['query' & keyof RouteEntry<I>]>>;
/** What a caller sends as the body: the schema's input, or FormData on a multipart route. */
export type RouteBody<I extends RouteId> =
  RouteEntry<I> extends { multipart: object } ? FormData : Input<RouteEntry<I>['body' & keyof RouteEntry<I>]>;
/** The success answer of a route as the server sends it. */
export type RouteResponse<I extends RouteId> = z.output<RouteEntry<I>['response']>;

/** The entry of an id known only at run time (tests, infra settings); code that names a route imports its entry. */
export function routeById(id: string): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}
