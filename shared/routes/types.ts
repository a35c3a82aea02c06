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
  | 'payhere-secret'
  /** Reads KOKO's merchant secret (its id, API key and keys). */
  | 'koko-secret';

/**
 * The nested stack of the CDK app that holds a route's function, integration and route (decision 0060). A route
 * never changes stack: moving a function to another stack replaces it.
 */
export type RouteStack = 'Admin' | 'Shopper' | 'Orders' | 'Catalogue';

/** The windows WAF's rate-based rules accept, in seconds. */
export type RateWindowSeconds = 60 | 120 | 300 | 600;

/**
 * A per-client abuse limit on one route (infra/rate-limits.ts): WAF's rate-based rule in the cloud, the local
 * gateway's limiter here. A client is an IP address; the request after `limit` within the window is refused with 429.
 */
export interface RateLimitSpec {
  /** Names the WAF rule and its metric. */
  name: string;
  /** At least 10 (WAF's floor). */
  limit: number;
  windowSeconds: RateWindowSeconds;
}

/**
 * What one entry of the table says about its route besides its id, method and path (shared/routes/paths.ts),
 * including the facts the CDK app builds its function from (decision 0068): small literals, since every handler
 * bundles its own entry (decision 0045). The schemas ARE the contract (docs/decisions/0031-typed-route-table.md):
 * the server parses path params, query and body with them before the handler runs, the tests check every success
 * answer against `response`, and the OpenAPI document is generated from them. They describe the wire as it is; they
 * never change it.
 */
export interface RouteSpec {
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  /** The nested stack that holds the route (decision 0060). */
  stack: RouteStack;
  access: Access;
  grants: readonly Grant[];
  /** The handler hashes a password at OWASP's cost: its function gets a full vCPU (infra/api/function-memory.ts). */
  hashesPasswords?: true;
  /** The handler draws pictures with sharp: its function carries sharp's Lambda binary (decision 0038). */
  usesSharp?: true;
  /** The route's per-client abuse limit, when it has one (infra/rate-limits.ts). */
  rateLimit?: RateLimitSpec;
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
  /**
   * The body is neither read nor checked, whatever its type (a one-click unsubscribe: RFC 8058 senders post
   * `List-Unsubscribe=One-Click` as a form or as multipart); only its size is.
   */
  bodyUnread?: boolean;
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
