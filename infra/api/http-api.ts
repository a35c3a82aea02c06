import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpStage,
  LogGroupLogDestination,
  type CorsPreflightOptions,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS } from '../../functions/lib/cors';

const splitList = (list: string) => list.split(',').map((s) => s.trim());

/**
 * Preflights are answered by API Gateway itself, for every route, with the headers and methods the functions and
 * the local gateway use (contract 0.2), so no OPTIONS routes are needed. Once CORS is configured, API Gateway also
 * sets the CORS headers of actual responses from this list. Our SPA is same-origin and needs none of it.
 */
function corsPreflight(origins: readonly string[]): CorsPreflightOptions | undefined {
  if (origins.length === 0) return undefined;
  return {
    allowOrigins: [...origins],
    allowCredentials: true,
    allowHeaders: splitList(CORS_ALLOWED_HEADERS),
    allowMethods: splitList(CORS_ALLOWED_METHODS).map((m) => CorsHttpMethod[m as keyof typeof CorsHttpMethod]),
    maxAge: Duration.minutes(10),
  };
}

/**
 * Requests per second for the whole API (all clients together), with room for bursts. It protects the table and
 * the account's Lambda concurrency from a flood that gets past the WAF's per-address limits; the shop's real peak is
 * far below it. Answered with 429 by API Gateway.
 */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/** One JSON line per request, from HTTP API context variables (no body, no headers, so no tokens). */
const HTTP_API_ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    latency: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    responseLength: '$context.responseLength',
  }),
);

/**
 * The HTTP API, without routes (RouteEndpoints adds them); its `$default` stage deploys every change, is throttled
 * and writes an access log line per request.
 */
export function createHttpApi(
  scope: Construct,
  id: string,
  options: { stage: string; corsOrigins: readonly string[] },
): HttpApi {
  const api = new HttpApi(scope, id, {
    apiName: `shop-${options.stage}`,
    description: 'The shop API under /api/v2, reached through CloudFront',
    corsPreflight: corsPreflight(options.corsOrigins),
    createDefaultStage: false,
  });
  const accessLogs = new LogGroup(api, 'AccessLogs', {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // Same construct id as the stage HttpApi would make itself, so an existing deployment keeps its stage.
  new HttpStage(api, 'DefaultStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    throttle: API_THROTTLE,
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: HTTP_API_ACCESS_LOG_FORMAT },
  });
  return api;
}
