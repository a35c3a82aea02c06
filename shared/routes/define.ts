import { routePaths, type RouteId } from './paths';
import type { RouteSpec } from './types';

/**
 * One entry of the route table: its method and path come from `routePaths`, the rest (access, schemas...) from
 * `spec`, with every literal kept, so the handler's request type follows from the entry (functions/lib/http-handler.ts).
 */
export function defineRoute<const I extends RouteId, const S extends RouteSpec>(id: I, spec: S) {
  const [method, path] = routePaths[id];
  return { id, method, path, ...spec };
}
