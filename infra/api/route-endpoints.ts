import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { RouteDef } from '../../shared/routes';
import { memoryOfRoute } from './function-memory';
import { applyGrants, type GrantTargets } from './route-grants';
import { readsSecrets } from './secrets-extension';
import { SHARP_ROUTES } from './sharp-on-lambda';
import { ShopFunction } from './shop-function';

export interface RouteEndpointsProps {
  httpApi: IHttpApi;
  stage: string;
  routes: readonly RouteDef[];
  /** The environment every function reads at cold start (functions/lib/config.ts). */
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/** One API route, one integration and one function per route-table entry, named by the entry's id. */
export class RouteEndpoints extends Construct {
  constructor(scope: Construct, id: string, props: RouteEndpointsProps) {
    super(scope, id);
    for (const route of props.routes) {
      const endpoint = new Construct(this, route.id);
      const { function: fn } = new ShopFunction(endpoint, 'Handler', {
        functionName: `shop-${props.stage}-${route.id}`,
        handler: route.handler,
        environment: props.environment,
        memorySize: memoryOfRoute(route.id),
        readsCallerSession: route.access !== 'public' || Boolean(route.identifiesCaller),
        usesSharp: SHARP_ROUTES.includes(route.id),
        readsSecrets: readsSecrets(route.grants),
      });
      applyGrants(fn, route.grants, props.grantTargets);
      new HttpRoute(endpoint, 'Route', {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}-integration`, fn),
      });
    }
  }
}
