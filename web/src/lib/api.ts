/**
 * The one API client (SPEC section 7, contract 0), typed by the route table: a route id and its typed params,
 * query and body in, the route's typed success answer out. Base `/api`, JSON, 10 s time-out, the stored token as a
 * Bearer header whenever one exists. A non-2xx status or a network failure rejects with an ApiError carrying
 * `status` and the contract's error envelope (`data`; undefined when there was no response).
 */
import type { RouteBody, RouteId, RouteParams, RouteQuery, RouteResponse } from '../../../shared/routes';
// Only the id -> method and path map travels to the browser; the schemas stay on the server and in the types.
import { routePaths } from '../../../shared/routes/paths';
import { requestLanguageQuery } from './i18n/language-query';
import { readStoredToken } from './session-storage';

export const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '/api';
export const REQUEST_TIMEOUT_MS = 10_000;

/** What a failed answer may carry: the envelope `{status:"error", message, errors?}`, or any other text. */
export type ErrorBody = { status?: unknown; message?: unknown; errors?: unknown } | string | null;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; undefined when no response arrived (network failure or time-out). */
    readonly status?: number,
    /** The parsed error body, e.g. `{status:"error", message, errors}`. */
    readonly data?: ErrorBody,
  ) {
    super(message);
  }

  /** The server's `message`, when it sent one. */
  get serverMessage(): string | undefined {
    return messageOf(this.data);
  }

  /** The server's field map (`errors`), when it sent one. */
  get fieldErrors(): Record<string, string[] | string> | undefined {
    const errors = typeof this.data === 'object' && this.data ? this.data.errors : undefined;
    return typeof errors === 'object' && errors ? (errors as Record<string, string[] | string>) : undefined;
  }
}

const messageOf = (body: ErrorBody | undefined): string | undefined =>
  typeof body === 'object' && body && typeof body.message === 'string' ? body.message : undefined;

let unauthorizedHandler: (() => void) | undefined;

/**
 * Called when a request made WITH a token is answered 401: the token was revoked (sign-out elsewhere, password
 * change) or expired. The session module registers itself here (docs/decisions/0015-stale-session.md).
 */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function logFailure(error: ApiError): void {
  if (error.status === undefined) {
    console.error('Network error: no response from the server', error.message);
    return;
  }
  console.error('API error', error.status, error.data);
  if (error.status === 401) console.error('Unauthorized access. Please login again.');
}

/** Only the parts a route declares: `params` for `{name}` in its path, `query`, `body`. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // A part whose every key is optional (a query of `?lang=` alone) may be left out.
    object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
export type CallArgs<I extends RouteId> = Part<'params', RouteParams<I>> &
  Part<'query', RouteQuery<I>> &
  Part<'body', RouteBody<I>> & {
    /** Extra headers (e.g. the back-office's method override). */
    headers?: Record<string, string>;
  };
type ArgsOf<I extends RouteId> = object extends CallArgs<I> ? [args?: CallArgs<I>] : [args: CallArgs<I>];

/**
 * The route's URL: its path with the params filled in, under API_BASE, and the query's non-empty values, with the
 * page's `lang` on a Sinhala or Tamil page so a refusal comes back in its language (decision 0098).
 */
export function urlOf<I extends RouteId>(id: I, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = routePaths[id][1].replace(/^\/api/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined || values[name] === null)
      throw new Error(`Route ${id} needs the path parameter ${name}`);
    return encodeURIComponent(String(values[name]));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries<unknown>({ ...query, ...requestLanguageQuery() }))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function authHeaders(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function failureOf(status: number, data: unknown): ApiError {
  const body = data as ErrorBody;
  return new ApiError(messageOf(body) ?? `Request failed with status code ${status}`, status, body);
}

/** Calls one route of the table; resolves to its success answer, rejects with an ApiError. */
export async function callApi<I extends RouteId>(id: I, ...[args]: ArgsOf<I>): Promise<RouteResponse<I>> {
  const [method] = routePaths[id];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...args?.headers };
  let payload: BodyInit | undefined;
  if (args?.body instanceof FormData) payload = args.body;
  else if (args?.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(args.body);
  }
  let response: Response;
  try {
    response = await fetch(urlOf(id, args?.params, args?.query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
  } catch {
    const error = new ApiError(controller.signal.aborted ? 'The request timed out' : 'Network error');
    logFailure(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const data = parseBody(await response.text());
  if (!response.ok) {
    const error = failureOf(response.status, data);
    logFailure(error);
    if (response.status === 401 && headers.Authorization && id !== 'auth-login') unauthorizedHandler?.();
    throw error;
  }
  // The one place an answer meets its type: the server cannot compile a body its entry's schema refuses (decision
  // 0052) and the integration tests parse every answer with it; the schemas themselves stay out of the browser.
  return data as RouteResponse<I>;
}

/** The multipart routes: their body is FormData. */
type UploadId = { [I in RouteId]: RouteBody<I> extends FormData ? I : never }[RouteId];

/**
 * A multipart upload that reports progress (0-100) while the body is sent; fetch cannot, so this one uses XHR.
 * Same base, headers, time-out and error shape as every other call.
 */
export function uploadApi<I extends UploadId>(
  id: I,
  args: {
    params?: RouteParams<I>;
    body: FormData;
    headers?: Record<string, string>;
    onProgress?: (percent: number) => void;
  },
): Promise<RouteResponse<I>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(routePaths[id][0], urlOf(id, args.params));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [k, v] of Object.entries({ Accept: 'application/json', ...authHeaders(), ...args.headers }))
      xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) args.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    const fail = (message: string) => {
      const error = new ApiError(message);
      logFailure(error);
      reject(error);
    };
    xhr.onerror = () => fail('Network error');
    xhr.ontimeout = () => fail('The request timed out');
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as RouteResponse<I>);
      const error = failureOf(xhr.status, data);
      logFailure(error);
      if (xhr.status === 401) unauthorizedHandler?.();
      reject(error);
    };
    xhr.send(args.body);
  });
}

/** Every message of a field map, flattened and joined with ", " (how several screens show server errors). */
export function joinFieldErrors(errors: Record<string, string[] | string> | undefined): string | undefined {
  if (!errors) return undefined;
  const all = Object.values(errors).flatMap((v) => (Array.isArray(v) ? v : [v]));
  return all.length > 0 ? all.join(', ') : undefined;
}
