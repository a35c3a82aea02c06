import { NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { RouteDef, RouteStack } from '../../shared/routes';
import { memoryOfRoute } from './function-memory';
import { applyGrants, type GrantTargets } from './route-grants';
import { readsSecrets } from './secrets-extension';
import { ShopFunction } from './shop-function';

export interface RouteEndpointsProps {
  httpApi: IHttpApi;
  stage: string;
  routes: readonly RouteDef[];
  /** The environment every function reads at cold start (functions/lib/config.ts). */
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/**
 * One API route, one integration and one function per route-table entry, named by the entry's id and built from
 * the facts on the entry (decision 0068); each in the nested stack its entry names (decision 0060), so the parent
 * stack stays far below CloudFormation's 500 resources. The table, buckets, secrets, queue, HTTP API and the
 * distribution's domain reach them as nested-stack parameters.
 */
export class RouteEndpoints extends Construct {
  private readonly stacks = new Map<RouteStack, NestedStack>();

  constructor(scope: Construct, id: string, props: RouteEndpointsProps) {
    super(scope, id);
    const stackOf = (name: RouteStack) => {
      const existing = this.stacks.get(name);
      if (existing) return existing;
      const created = new NestedStack(this, name, { description: `Shop ${props.stage}: routes of ${name}` });
      this.stacks.set(name, created);
      return created;
    };
    for (const route of props.routes) {
      const endpoint = new Construct(stackOf(route.stack), route.id);
      const { function: fn } = new ShopFunction(endpoint, 'Handler', {
        functionName: `shop-${props.stage}-${route.id}`,
        handler: route.handler,
        environment: props.environment,
        memorySize: memoryOfRoute(route),
        readsCallerSession: route.access !== 'public' || Boolean(route.identifiesCaller),
        usesSharp: Boolean(route.usesSharp),
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
