/**
 * CORS as contract 0.2 wants it: the exact allowed origin echoed back, with credentials. Used by the functions and the
 * local gateway. `Idempotency-Key` is a guest checkout's (issue 32), which a client on another origin must send.
 */
export const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, X-HTTP-Method-Override, Idempotency-Key';
export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-allow-methods': CORS_ALLOWED_METHODS,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
