import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string> };

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** The usual success envelope: `{status:"success", ...fields}`. */
export function success(fields: Record<string, unknown> = {}, statusCode = 200): HttpResponse {
  return json(statusCode, { status: 'success', ...fields });
}

/** A text body (robots.txt, a sitemap) that shared caches may keep for `maxAgeSeconds`. */
export function text(statusCode: number, contentType: string, body: string, maxAgeSeconds: number): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': contentType, 'cache-control': `public, max-age=${maxAgeSeconds}` },
    body,
  };
}
