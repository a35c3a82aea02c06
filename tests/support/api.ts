import { inject } from 'vitest';

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
  const res = await fetch(`${shopUrl()}/api${path}`, { method: opts.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
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

export async function registerCustomer(overrides: Partial<{ name: string; email: string; password: string; mobile: string }> = {}): Promise<Customer> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'Grooming#2026';
  const name = overrides.name ?? 'Kasun Perera';
  const res = await api('/v2/register', { method: 'POST', body: { name, email, mobile: overrides.mobile ?? '0771234567', password, password_confirmation: password } });
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
export async function localMail(): Promise<Array<{ to: string[]; from: string; subject: string; text: string; html: string; date: string }>> {
  const res = await fetch(`${shopUrl()}/_local/mail.json`);
  return res.json();
}
