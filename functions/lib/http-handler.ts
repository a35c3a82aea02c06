import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { roleAllowed } from '../../shared/routes/access';
import type { RouteEntryDef } from '../../shared/routes/types';
import type { TranslatedLanguage } from '../../shared/rules/translations';
import { config } from './config';
import { corsHeaders } from './cors';
import { DomainError } from './domain-error';
import { AppError, forbidden, unauthorized } from './errors';
import { log, logger, withRequestFields } from './log';
import { metricsMiddleware } from './metrics';
import { lowerCaseHeaders, parseRequest, rawBodyOf } from './parse-request';
import { refusalLanguageOf } from './refusal-language';
import { requestMessages } from './request-messages';
import { json, type HttpResponse, type JsonResponse, type RawResponse } from './responses';
import type { Session, SessionResolver } from './session';

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodMiniType }
  ? z.output<S>
  : Record<string, never>;

/**
 * What a route's handler gets, typed from its entry of the route table: `params`, `query` and `body` as the
 * entry's schemas read them, and `session` non-null exactly when the route is not public. A multipart route's
 * `body` is undefined: its handler reads the form from `rawBody` and checks the fields with `route.body`.
 */
export interface ShopRequest<R extends RouteEntryDef = RouteEntryDef> {
  event: APIGatewayProxyEventV2;
  route: R;
  headers: Record<string, string>;
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: R extends { multipart: object } ? undefined : Parsed<R, 'body'>;
  rawBody: Buffer;
  session: R['access'] extends 'public' ? Session | null : Session;
  requestId: string;
}

/**
 * What a route's handler may answer: a JSON body that its entry's `response` schema accepts (the schema's input,
 * which is what is serialized), or, when the entry `produces` another media type, a raw answer (decision 0052).
 */
export type RouteReply<R extends RouteEntryDef> = R extends { produces: string }
  ? RawResponse
  : JsonResponse<z.input<R['response']>>;

type Handler<R extends RouteEntryDef> = (req: ShopRequest<R>) => Promise<RouteReply<R>>;

/** What the handlers layer binds once (functions/handlers/http.ts): lib cannot import domain, so both come from there. */
export interface HttpHandlerOptions {
  /** The session a bearer token names, or null. */
  sessionOf: SessionResolver;
  /** The one map from domain errors to the contract's answers (functions/handlers/error-map.ts; decision 0068). */
  answerDomainError: (error: DomainError) => AppError | null;
  /**
   * Loads what says a refusal's text in Sinhala or Tamil, English where it has no translation
   * (functions/handlers/refusal-texts.ts): only a request that asks for one pays for reading the translations.
   */
  loadRefusalTexts: () => Promise<(text: string, language: TranslatedLanguage) => string>;
}

function bearerToken(headers: Record<string, string>): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
  return match ? match[1].trim() : null;
}

/** Enforces the route table's access column from the server's session (contract 0.2, 0.3). */
async function authorize(
  route: RouteEntryDef,
  headers: Record<string, string>,
  sessionOf: SessionResolver,
): Promise<Session | null> {
  const token = bearerToken(headers);
  // Public routes ignore a stale or bad token; most never look at it (no key check, no session read).
  if (route.access === 'public') return token && route.identifiesCaller ? sessionOf(token) : null;
  const session = token ? await sessionOf(token) : null;
  if (!session) throw unauthorized();
  if (!roleAllowed(route.access, session.userType)) throw forbidden();
  return session;
}

export const INTERNAL_ERROR_MESSAGE = requestMessages.internal;

/**
 * The contract's error envelope for anything a handler threw. A domain error the map does not know, or any other
 * error, is a 500 whose `request_id` is the one on this request's log line with the stack (decision 0034).
 */
async function errorResponse(
  error: unknown,
  requestId: string,
  { answerDomainError, loadRefusalTexts }: HttpHandlerOptions,
  language: TranslatedLanguage | null,
): Promise<HttpResponse> {
  const textIn = language ? await loadRefusalTexts() : null;
  const say = (text: string) => (textIn && language ? textIn(text, language) : text);
  const answer = error instanceof DomainError ? answerDomainError(error) : error;
  if (answer instanceof AppError) {
    const body: Record<string, unknown> = { status: 'error', message: say(answer.message) };
    if (answer.errors)
      body.errors = Object.fromEntries(Object.entries(answer.errors).map(([field, texts]) => [field, texts.map(say)]));
    return json(answer.statusCode, body, answer.headers);
  }
  log.error('request failed', error);
  return json(500, { status: 'error', message: say(INTERNAL_ERROR_MESSAGE), request_id: requestId });
}

/** Lambda's request id (the local gateway passes the same id in its context and its event). */
const requestIdOf = (event: APIGatewayProxyEventV2, context: Context | undefined) =>
  context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';

function corsMiddleware(): MiddlewareObj<APIGatewayProxyEventV2, HttpResponse> {
  const addHeaders = (request: { event: APIGatewayProxyEventV2; response: HttpResponse | null | undefined }) => {
    if (!request.response) return;
    const origin = request.event.headers?.origin ?? request.event.headers?.Origin;
    request.response.headers = { ...request.response.headers, ...corsHeaders(origin, config().CORS_ORIGINS) };
  };
  return { after: addHeaders, onError: addHeaders };
}

/**
 * Wraps a route's handler in the shop's one middleware stack: log context and metrics, CORS, error envelope,
 * authorization by the route table and request parsing with the entry's schemas. The handlers layer binds the
 * options once (functions/handlers/http.ts) and handlers call the result with their own entry:
 * `httpHandler(cartAdd, ...)`.
 */
export function routeHandlers(options: HttpHandlerOptions) {
  const { sessionOf } = options;
  return function httpHandler<const R extends RouteEntryDef>(route: R, handle: Handler<R>) {
    const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<HttpResponse> => {
      const requestId = requestIdOf(event, context);
      try {
        const headers = lowerCaseHeaders(event);
        const rawBody = rawBodyOf(event);
        const session = await authorize(route, headers, sessionOf);
        const parts = parseRequest(route, event, headers, rawBody);
        // The one place the parsed parts meet their types: authorize() and the entry's schemas made them so.
        const req = { event, route, headers, ...parts, rawBody, session, requestId } as ShopRequest<R>;
        return await handle(req);
      } catch (error) {
        return await errorResponse(error, requestId, options, refusalLanguageOf(route, event));
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
  };
}
