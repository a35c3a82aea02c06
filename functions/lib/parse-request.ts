import type * as z from 'zod/mini';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteEntryDef } from '../../shared/routes/types';
import { toFieldErrors } from '../../shared/validation/fields';
import { AppError, badRequest, validationFailed } from './errors';
import { requestMessages } from './request-messages';
import { refuseIllFormedText } from './validate';

/** Far above any form of the shop; a bigger JSON body is refused before it is parsed or validated. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export function lowerCaseHeaders(event: APIGatewayProxyEventV2): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers ?? {})) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

export function rawBodyOf(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** The body as an object before its schema sees it: JSON, or form fields; a multipart body is left to the handler. */
function bodyObject(raw: Buffer, contentType: string, route: RouteEntryDef): Record<string, unknown> | undefined {
  if (route.multipart && contentType.startsWith('multipart/form-data')) return undefined;
  if (raw.length > MAX_JSON_BODY_BYTES) throw new AppError(413, requestMessages.tooLarge);
  if (route.bodyUnread) return {};
  if (route.form) {
    if (!contentType.startsWith('application/x-www-form-urlencoded')) throw badRequest(requestMessages.notForm);
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
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(requestMessages.notJson);
  const body = value as Record<string, unknown>;
  refuseIllFormedText(body);
  return body;
}

function parsed<T>(
  schema: z.ZodMiniType<T> | undefined,
  input: unknown,
  refuse: (error: z.core.$ZodError) => AppError,
): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw refuse(result.error);
  return result.data;
}

const notFoundFrom = (error: z.core.$ZodError) => new AppError(404, error.issues[0]?.message ?? 'Not found.');
const unprocessable = (error: z.core.$ZodError) => validationFailed(toFieldErrors(error));

export interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Reads a request with its route's schemas, in the order the answers have always come: a body that is not an
 * object (400) or too large (413), then the path (404 with the route's not-found message), then the query and the
 * body (422 with the contract's field map and SPEC's messages). A multipart body is checked by its handler with
 * the same `route.body` once the form is read.
 */
export function parseRequest(
  route: RouteEntryDef,
  event: APIGatewayProxyEventV2,
  headers: Record<string, string>,
  rawBody: Buffer,
): RequestParts {
  const body = bodyObject(rawBody, headers['content-type'] ?? '', route);
  const params = parsed(route.params, event.pathParameters ?? {}, notFoundFrom) ?? {};
  const query = parsed(route.query, event.queryStringParameters ?? {}, unprocessable) ?? {};
  if (body === undefined || route.multipart) return { params, query, body: undefined };
  return { params, query, body: parsed(route.body, body, unprocessable) ?? {} };
}
