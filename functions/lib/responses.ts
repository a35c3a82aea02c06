import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResponse = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string> };

declare const jsonBody: unique symbol;
declare const rawBody: unique symbol;

/**
 * A JSON answer whose body has the type `B`. The mark exists only for the compiler: a handler's return type says
 * which `B` its route's entry allows (functions/lib/http-handler.ts), so a body that does not match its schema
 * does not compile. At run time it is a plain `HttpResponse`.
 */
export type JsonResponse<B> = HttpResponse & { readonly [jsonBody]: B };

/** A success that is not JSON (robots.txt, the sitemap, the CSV export): the route's entry names it in `produces`. */
export type RawResponse = HttpResponse & { readonly [rawBody]: true };

/**
 * `body` is checked against `B`, which comes only from where the answer goes (a handler's declared answer, decision
 * 0052), never from the body itself: an extra or misspelt field is an error, as in any object literal.
 */
export function json<B = unknown>(statusCode: number, body: NoInfer<B>, headers: Record<string, string> = {}) {
  const response: HttpResponse = {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
  return response as JsonResponse<B>;
}

/** The fields of a success envelope besides its `status`. */
type SuccessFields<B> = B extends { status: 'success' } ? Omit<B, 'status'> : never;

/** The usual success envelope: `{status:"success", ...fields}`. */
export function success<B extends { status: 'success' } = { status: 'success' }>(
  fields: NoInfer<SuccessFields<B>>,
  statusCode = 200,
) {
  // The spread of `Omit<B, 'status'>` next to `status` is B again; the compiler cannot see that for a generic B.
  return json<B>(statusCode, { status: 'success', ...fields } as unknown as NoInfer<B>);
}

/** A success whose body is not JSON, with its own headers (the CSV export names its download). */
export function raw(statusCode: number, headers: Record<string, string>, body: string): RawResponse {
  return { statusCode, headers, body } as RawResponse;
}

/** A text body (robots.txt, a sitemap) that shared caches may keep for `maxAgeSeconds`. */
export function text(statusCode: number, contentType: string, body: string, maxAgeSeconds: number): RawResponse {
  return raw(statusCode, { 'content-type': contentType, 'cache-control': `public, max-age=${maxAgeSeconds}` }, body);
}
