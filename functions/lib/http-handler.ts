import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { routeById } from '../../shared/routes';
import { roleAllowed } from '../../shared/routes/access';
import type { RouteDef } from '../../shared/routes/types';
import { sessionFromToken, type Session } from '../domain/auth/sessions';
import { config } from './config';
import { corsHeaders } from './cors';
import { DomainError } from './domain-error';
import { AppError, badRequest, forbidden, unauthorized } from './errors';
import { log, logger, withRequestFields } from './log';
import { metricsMiddleware } from './metrics';
import { json, type HttpResponse } from './responses';
import { refuseIllFormedText } from './validate';

/** What a route's handler gets: the parsed request and, when a valid token came with it, the server's session. */
export interface ShopRequest {
  event: APIGatewayProxyEventV2;
  route: RouteDef;
  headers: Record<string, string>;
  query: Record<string, string>;
  params: Record<string, string>;
  /** Parsed JSON body ({} when there is none); multipart routes read `rawBody` instead. */
  body: Record<string, unknown>;
  rawBody: Buffer;
  session: Session | null;
  requestId: string;
}

export interface AuthedRequest extends ShopRequest {
  session: Session;
}

type Handler<R extends ShopRequest> = (req: R) => Promise<HttpResponse>;

function lowerCaseHeaders(event: APIGatewayProxyEventV2): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers ?? {})) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

function rawBodyOf(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** Far above any form of the shop; a bigger JSON body is refused before it is parsed or validated. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

function parseJsonBody(raw: Buffer, contentType: string, route: RouteDef): Record<string, unknown> {
  if (route.multipart && contentType.startsWith('multipart/form-data')) return {};
  if (raw.length > MAX_JSON_BODY_BYTES) throw new AppError(413, 'The request body is too large.');
  if (route.form) {
    if (!contentType.startsWith('application/x-www-form-urlencoded')) throw badRequest('The request body must be a form (application/x-www-form-urlencoded).');
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // answered below
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object.');
  refuseIllFormedText(value as Record<string, unknown>);
  return value as Record<string, unknown>;
}

function bearerToken(headers: Record<string, string>): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
  return match ? match[1].trim() : null;
}

/**
 * The session a token names. The bundles of routes that never look at the caller are built with
 * SHOP_BUNDLE_WITHOUT_SESSIONS="true" (infra/api/shop-function.ts): the branch below is then dead code, so token
 * verification, the signing key and Secrets Manager are not in those bundles at all.
 */
async function sessionOf(token: string): Promise<Session | null> {
  if (process.env.SHOP_BUNDLE_WITHOUT_SESSIONS !== 'true') return sessionFromToken(token);
  return null;
}

/** Enforces the route table's access column from the server's session (contract 0.2, 0.3). */
async function authorize(route: RouteDef, headers: Record<string, string>): Promise<Session | null> {
  const token = bearerToken(headers);
  // Public routes ignore a stale or bad token; most never look at it (no key check, no session read).
  if (route.access === 'public') return token && route.identifiesCaller ? sessionOf(token) : null;
  const session = token ? await sessionOf(token) : null;
  if (!session) throw unauthorized();
  if (!roleAllowed(route.access, session.userType)) throw forbidden();
  return session;
}

/** What the handlers layer hands the wrapper (functions/handlers/http.ts). */
export interface HttpHandlerOptions {
  /** The one map from domain errors to the contract's answers (functions/handlers/error-map.ts, decision 0033). */
  answerDomainError: (error: DomainError) => AppError | null;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The contract's error envelope for anything a handler threw. A domain error the map does not know, or any other
 * error, is a 500 whose `request_id` is the one on this request's log line with the stack (decision 0034).
 */
function errorResponse(error: unknown, requestId: string, options: HttpHandlerOptions): HttpResponse {
  const answer = error instanceof DomainError ? options.answerDomainError(error) : error;
  if (answer instanceof AppError) {
    const body: Record<string, unknown> = { status: 'error', message: answer.message };
    if (answer.errors) body.errors = answer.errors;
    return json(answer.statusCode, body, answer.headers);
  }
  log.error('request failed', error);
  return json(500, { status: 'error', message: INTERNAL_ERROR_MESSAGE, request_id: requestId });
}

/** Lambda's request id (the local gateway passes the same id in its context and its event). */
const requestIdOf = (event: APIGatewayProxyEventV2, context: Context | undefined) => context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';

function corsMiddleware(): MiddlewareObj<APIGatewayProxyEventV2, HttpResponse> {
  const addHeaders = (request: { event: APIGatewayProxyEventV2; response: HttpResponse | null | undefined }) => {
    if (!request.response) return;
    const origin = request.event.headers?.origin ?? request.event.headers?.Origin;
    request.response.headers = { ...request.response.headers, ...corsHeaders(origin, config().CORS_ORIGINS) };
  };
  return { after: addHeaders, onError: addHeaders };
}

/**
 * Wraps a route's handler in the shop's one middleware stack: log context and metrics, CORS, error envelope, body
 * parsing and authorization by the route table. `routeId` names the entry of `shared/routes`. Handlers use the
 * handlers layer's `httpHandler` (functions/handlers/http.ts), which passes the options.
 */
export function httpHandler<R extends ShopRequest = ShopRequest>(routeId: string, handle: Handler<R>, options: HttpHandlerOptions) {
  const route = routeById(routeId);
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<HttpResponse> => {
    const requestId = requestIdOf(event, context);
    try {
      const headers = lowerCaseHeaders(event);
      const rawBody = rawBodyOf(event);
      const session = await authorize(route, headers);
      const req: ShopRequest = {
        event,
        route,
        headers,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        params: (event.pathParameters ?? {}) as Record<string, string>,
        body: parseJsonBody(rawBody, headers['content-type'] ?? '', route),
        rawBody,
        session,
        requestId,
      };
      return await handle(req as R);
    } catch (error) {
      return errorResponse(error, requestId, options);
    }
  };
  // Every log line of the request, from any layer, carries its id and route.
  const scoped = (event: APIGatewayProxyEventV2, context: Context) =>
    withRequestFields({ request_id: requestIdOf(event, context), route: route.id }, () => core(event, context));
  return middy<APIGatewayProxyEventV2, HttpResponse>({ timeoutEarlyInMillis: 0 })
    .use(injectLambdaContext(logger))
    .use(metricsMiddleware())
    .use(corsMiddleware())
    .handler(scoped);
}

/** A digits-only path id as a number; anything else is refused before it reaches the table. */
export function numericParam(req: ShopRequest, name: string, notFoundMessage: string): number {
  const raw = req.params[name] ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw new AppError(404, notFoundMessage);
  return Number(raw);
}
