import { Duration } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, type CorsPreflightOptions } from 'aws-cdk-lib/aws-apigatewayv2';
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

/** The HTTP API, without routes (RouteEndpoints adds them); its `$default` stage deploys every change. */
export function createHttpApi(scope: Construct, id: string, options: { stage: string; corsOrigins: readonly string[] }): HttpApi {
  return new HttpApi(scope, id, {
    apiName: `shop-${options.stage}`,
    description: 'The shop API under /api/v2, reached through CloudFront',
    corsPreflight: corsPreflight(options.corsOrigins),
  });
}
