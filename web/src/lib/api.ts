/**
 * The one API client (SPEC section 7, contract 0): base `/api`, JSON, 10 s time-out, the stored token as a Bearer
 * header whenever one exists. Every call resolves to the parsed JSON body; a non-2xx status or a network failure
 * rejects with an ApiError carrying `status` and `data` (undefined when there was no response).
 */
import { readStoredToken } from './session-storage';

export const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '/api';
export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; undefined when no response arrived (network failure or time-out). */
    readonly status?: number,
    /** The parsed error body, e.g. `{status:"error", message, errors}`. */
    readonly data?: any,
  ) {
    super(message);
  }

  /** The server's `message`, when it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.data?.message === 'string' ? this.data.message : undefined;
  }

  /** The server's field map (`errors`), when it sent one. */
  get fieldErrors(): Record<string, string[] | string> | undefined {
    return this.data && typeof this.data.errors === 'object' && this.data.errors ? this.data.errors : undefined;
  }
}

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

type Query = Record<string, string | number | undefined | null>;

function urlOf(path: string, query?: Query): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function authHeaders(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseBody(text: string): any {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(method: string, path: string, body?: unknown, query?: Query, extraHeaders?: Record<string, string>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), { method, headers, body: payload, signal: controller.signal });
  } catch {
    const error = new ApiError(controller.signal.aborted ? 'The request timed out' : 'Network error');
    logFailure(error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const data = parseBody(await response.text());
  if (!response.ok) {
    const error = new ApiError(typeof data?.message === 'string' ? data.message : `Request failed with status code ${response.status}`, response.status, data);
    logFailure(error);
    if (response.status === 401 && headers.Authorization && path !== '/v2/login') unauthorizedHandler?.();
    throw error;
  }
  return data as T;
}

/**
 * A multipart upload that reports progress (0-100) while the body is sent; fetch cannot, so this one uses XHR.
 * Same base, headers, time-out and error shape as every other call.
 */
function upload<T>(path: string, form: FormData, onProgress?: (percent: number) => void, extraHeaders?: Record<string, string>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [k, v] of Object.entries({ Accept: 'application/json', ...authHeaders(), ...extraHeaders })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
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
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = new ApiError(typeof data?.message === 'string' ? data.message : `Request failed with status code ${xhr.status}`, xhr.status, data);
      logFailure(error);
      reject(error);
    };
    xhr.send(form);
  });
}

export const api = {
  get: <T = any>(path: string, query?: Query) => send<T>('GET', path, undefined, query),
  post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => send<T>('POST', path, body, undefined, headers),
  put: <T = any>(path: string, body?: unknown) => send<T>('PUT', path, body),
  delete: <T = any>(path: string) => send<T>('DELETE', path),
  upload,
};

/** Every message of a field map, flattened and joined with ", " (how several screens show server errors). */
export function joinFieldErrors(errors: Record<string, string[] | string> | undefined): string | undefined {
  if (!errors) return undefined;
  const all = Object.values(errors).flatMap((v) => (Array.isArray(v) ? v : [v]));
  return all.length > 0 ? all.join(', ') : undefined;
}
