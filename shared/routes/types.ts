import type * as z from 'zod/mini';
import type { RouteId } from './paths';

/** Who may call a route. Enforced on the server from the session, never from what the client sends. */
export type Access = 'public' | 'signed-in' | 'customer' | 'staff' | 'admin' | 'staff+admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route's function may touch; the CDK stack grants exactly these and nothing else. */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'uploads:read'
  | 'uploads:write'
  | 'mail:send'
  /** Puts messages (mails, SMS) on the outbox (functions/domain/messages/outbox-queue.ts); named before SMS. */
  | 'mail:queue'
  | 'signing-key'
  | 'payhere-secret';

/**
 * What one entry of the table says about its route besides its id, method and path (shared/routes/paths.ts).
 * The schemas ARE the contract (docs/decisions/0031-typed-route-table.md): the server parses path params, query and
 * body with them before the handler runs, the tests check every success answer against `response`, and the
 * OpenAPI document is generated from them. They describe the wire as it is; they never change it.
 */
export interface RouteSpec {
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  access: Access;
  grants: readonly Grant[];
  /** A public route that wants to know who calls: it gets the session when a valid token comes with the request. */
  identifiesCaller?: boolean;
  /** `{name}` parameters of the path; a value the schema refuses is a 404 with the schema's message. */
  params?: z.ZodMiniType;
  /** The query string; a refusal is a 422 with the field map. */
  query?: z.ZodMiniType;
  /**
   * The JSON body; a refusal is a 422 with the field map. On a multipart route it describes the text fields, which
   * the handler checks with it after reading the form (the files are named in `multipart.files`).
   */
  body?: z.ZodMiniType;
  /** The 2xx answer. A JSON schema unless `produces` names another media type. */
  response: z.ZodMiniType;
  /** The media type of a success that is not JSON (robots.txt, the sitemap, the CSV export). */
  produces?: string;
  /** The body may be multipart/form-data (uploads); `files` names its file fields. */
  multipart?: { files: readonly string[] };
  /** The body is an HTML form (application/x-www-form-urlencoded), e.g. PayHere's notification. */
  form?: boolean;
}

/** An entry as its module defines it (shared/routes/entries/): what a handler is built from. */
export interface RouteEntryDef extends RouteSpec {
  /** Stable id: names the Lambda function and the API route construct. */
  id: RouteId;
}

/** An entry of `routes`, with its method and path from `routePaths`. */
export interface RouteDef extends RouteEntryDef {
  method: HttpMethod;
  /** Path as API Gateway sees it, `/api/v2/...`, without a trailing slash; `{name}` marks a parameter. */
  path: string;
}
