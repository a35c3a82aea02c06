/**
 * Which nested stack holds a route's function, integration and route (decision 0060): the route id's first word
 * names its area, and each area belongs to one stack here. A route stays in its stack whatever else is added (moving
 * a function to another stack would replace it), and an area nobody placed yet fails the synth instead of landing
 * somewhere by chance. Each stack should stay far below CloudFormation's 500 resources (about 6 per route).
 */
export const ROUTE_STACKS = {
  Admin: ['admin'],
  Shopper: ['auth', 'account', 'contact'],
  Orders: ['cart', 'wishlist', 'checkout', 'orders', 'payhere', 'returns'],
  Catalogue: ['catalog', 'reviews', 'review', 'seo'],
} as const satisfies Record<string, readonly string[]>;

export type RouteStackName = keyof typeof ROUTE_STACKS;

export function routeStackOf(routeId: string): RouteStackName {
  const area = routeId.split('-')[0];
  const names = Object.keys(ROUTE_STACKS) as RouteStackName[];
  const found = names.find((name) => (ROUTE_STACKS[name] as readonly string[]).includes(area));
  if (!found) throw new Error(`Route ${routeId}: no nested stack holds the area "${area}" (infra/api/route-stacks.ts)`);
  return found;
}
