import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  type IHttpApi,
  HttpStage,
  LogGroupLogDestination,
  type CorsPreflightOptions,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS } from '../../functions/lib/cors';
import { SHOP_METRICS_NAMESPACE } from '../../functions/lib/metric-names';

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

/** The stage's throttle for the whole API (all clients together), from the deploy settings. */
export interface ApiThrottle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * One JSON line per request, from HTTP API context variables (no body, no headers, so no tokens). `gatewayError` is
 * API Gateway's own error message ("-" when API Gateway made no error of its own, e.g. the function answered).
 */
const HTTP_API_ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    apiId: '$context.apiId',
    ip: '$context.identity.sourceIp',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    latency: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    gatewayError: '$context.error.message',
    responseLength: '$context.responseLength',
  }),
);

/**
 * Requests the stage's throttle refused (429 from API Gateway itself). HTTP APIs publish no throttle metric, and a
 * 429 from a function (the sign-in lockout) is not a throttle, so the access log is counted: status 429 with an error
 * of API Gateway's own. A metric filter publishes only when a line matches, so it costs nothing while nothing is
 * throttled.
 */
export const GATEWAY_THROTTLES = {
  metricName: 'ApiThrottledRequests',
  filter: FilterPattern.all(
    FilterPattern.stringValue('$.status', '=', '429'),
    FilterPattern.stringValue('$.gatewayError', '!=', '-'),
  ),
} as const;

export function gatewayThrottlesMetric(api: IHttpApi, period: Duration): Metric {
  return new Metric({
    namespace: SHOP_METRICS_NAMESPACE,
    metricName: GATEWAY_THROTTLES.metricName,
    dimensionsMap: { ApiId: api.apiId },
    statistic: 'Sum',
    period,
  });
}

/**
 * The HTTP API, without routes (RouteEndpoints adds them); its `$default` stage deploys every change, is throttled
 * and writes an access log line per request, from which its throttled requests are counted. The throttle protects
 * the table and the account's Lambda concurrency from a flood that gets past the WAF's per-address limits; API
 * Gateway answers what is over it with 429. It is set per stage (deploy settings `apiRateLimit`, `apiBurstLimit`).
 */
export function createHttpApi(
  scope: Construct,
  id: string,
  options: { stage: string; corsOrigins: readonly string[]; throttle: ApiThrottle },
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
    throttle: options.throttle,
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: HTTP_API_ACCESS_LOG_FORMAT },
  });
  new MetricFilter(api, 'ThrottledRequests', {
    logGroup: accessLogs,
    filterPattern: GATEWAY_THROTTLES.filter,
    metricNamespace: SHOP_METRICS_NAMESPACE,
    metricName: GATEWAY_THROTTLES.metricName,
    metricValue: '1',
    dimensions: { ApiId: '$.apiId' },
  });
  return api;
}
