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
  /** Puts order, status and contact mails on the mail queue (functions/lib/mail-queue.ts). */
  | 'mail:queue'
  | 'signing-key'
  | 'payhere-secret';

export interface RouteDef {
  /** Stable id: names the Lambda function and the API route construct. */
  id: string;
  method: HttpMethod;
  /** Path as API Gateway sees it, `/api/v2/...`, without a trailing slash; `{name}` marks a parameter. */
  path: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  access: Access;
  grants: Grant[];
  /** A public route that wants to know who calls: it gets the session when a valid token comes with the request. */
  identifiesCaller?: boolean;
  /** The body may be multipart/form-data (uploads). */
  multipart?: boolean;
  /** The body is an HTML form (application/x-www-form-urlencoded), e.g. PayHere's notification. */
  form?: boolean;
}
