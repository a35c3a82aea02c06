import { inject } from 'vitest';
import { routes } from '../../shared/routes';
import { matchRoute } from '../../shared/routes/match';

/** A tiny HTTP client for the tests: the status, the parsed body and the headers of one call to the local shop. */
export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Another gateway over the shared shop's stores (tests/support/own-gateway.ts) or a shop a test started itself
   * (tests/support/shop-process.ts); the shared shop's by default.
   */
  base?: string;
}

export function shopUrl(): string {
  return inject('shop').url;
}

export async function api<T = any>(path: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(`${opts.base ?? shopUrl()}/api${path}`, { method: opts.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // keep the text
  }
  checkAgainstContract(opts.method ?? 'GET', path, res.status, parsed);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * Every success answer must be what its route's response schema says (shared/routes, docs/api/openapi.json), so
 * the published description and the server cannot drift apart: a mismatch fails the test that made the call.
 */
function checkAgainstContract(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status > 299 || status === 204) return;
  const match = matchRoute(routes, method, `/api${path.split('?')[0]}`);
  if (typeof match === 'string') return;
  const result = match.route.response.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method} ${path} answered ${status} with a body that does not match the response schema of ${match.route.id}:\n${JSON.stringify(result.error.issues, null, 2)}`,
    );
  }
}

let counter = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.lk`;
}

export interface Customer {
  id: number;
  email: string;
  password: string;
  token: string;
  name: string;
}

export async function registerCustomer(
  overrides: Partial<{ name: string; email: string; password: string; mobile: string }> = {},
): Promise<Customer> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'Grooming#2026';
  const name = overrides.name ?? 'Kasun Perera';
  const res = await api('/v2/register', {
    method: 'POST',
    body: { name, email, mobile: overrides.mobile ?? '0771234567', password, password_confirmation: password },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, password, token: res.body.access_token, name };
}

export async function login(email: string, password: string): Promise<string> {
  const res = await api('/v2/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

export async function adminToken(): Promise<string> {
  const { adminEmail, adminPassword } = inject('shop');
  return login(adminEmail, adminPassword);
}

/** Mails the local SES received, newest first (the same data as /_local/mail.json). */
export async function localMail(): Promise<
  Array<{ to: string[]; from: string; subject: string; text: string; html: string; date: string }>
> {
  const res = await fetch(`${shopUrl()}/_local/mail.json`);
  return res.json();
}

/** SMS the local stand-in received, newest first (the same data as /_local/sms.json). */
export async function localSms(): Promise<
  Array<{ id: string; to: string; from: string; text: string; encoding: string; segments: number; date: string }>
> {
  const res = await fetch(`${shopUrl()}/_local/sms.json`);
  return res.json();
}

/** The 6-digit reset code last mailed to `email`. */
export async function mailedResetCode(email: string): Promise<string> {
  const mail = (await localMail()).find((m) => m.to.includes(email));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
