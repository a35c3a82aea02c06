import { describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../shared/routes';
import { adminToken, registerCustomer, shopUrl } from '../support/api';

/**
 * Issue 10, "done when": truncated and malformed JSON and multipart bodies sent to every route of the route table,
 * with a token of a role the route admits (so the body is really read), give no 5xx and never stop the shop.
 */
const BOUNDARY = '----kesara-fuzz';
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
const BODIES: Array<[string, string, string | Uint8Array<ArrayBuffer>]> = [
  ['truncated JSON', JSON_TYPE, '{"email":"a@b.lk","password":"'],
  ['not JSON', JSON_TYPE, 'email=a@b.lk&password=x'],
  ['JSON array', JSON_TYPE, '[1,2,3]'],
  ['JSON string', JSON_TYPE, '"hello"'],
  ['JSON null', JSON_TYPE, 'null'],
  [
    'wrong types everywhere',
    JSON_TYPE,
    JSON.stringify({
      email: 5,
      password: [],
      name: {},
      quantity: 'many',
      product_id: -1,
      price: '1e400',
      page: 'x',
      status: null,
      first_name: true,
      id: { $gt: '' },
    }),
  ],
  [
    'huge numbers',
    JSON_TYPE,
    JSON.stringify({ product_id: 1e308, quantity: 9e15, price: -1e308, stockQuantity: 1e21, page: 1e300, limit: -5 }),
  ],
  ['lone surrogates', JSON_TYPE, '{"name":"\\ud800","email":"\\udfff@x.lk","message":"a\\ud800"}'],
  ['prototype keys', JSON_TYPE, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['deeply nested', JSON_TYPE, deep],
  [
    'invalid UTF-8 bytes',
    JSON_TYPE,
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ],
  [
    'multipart cut before its closing boundary',
    MULTIPART_TYPE,
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n`,
  ],
  [
    'multipart with a broken part header',
    MULTIPART_TYPE,
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name=\r\n\r\nx\r\n--${BOUNDARY}--`,
  ],
  [
    'multipart text fields named like what every object inherits',
    MULTIPART_TYPE,
    ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
      .map((name) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\nx\r\n`)
      .join('') + `--${BOUNDARY}--\r\n`,
  ],
  ['multipart without a boundary', 'multipart/form-data', 'anything'],
  ['multipart of garbage', MULTIPART_TYPE, '\u0000\u0001garbage--'],
];

const pathOf = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, '999999999');

describe('fuzzed bodies on every route', () => {
  it('never answer 5xx and never stop the shop', { timeout: 600_000 }, async () => {
    const customer = (await registerCustomer()).token;
    const admin = await adminToken();
    const tokenFor = (route: RouteDef) =>
      route.access === 'public' ? undefined : ['customer', 'signed-in'].includes(route.access) ? customer : admin;
    // Signing out ends the token, so that route goes last.
    const ordered = [...routes].sort((a, b) => Number(a.id === 'auth-logout') - Number(b.id === 'auth-logout'));
    const failures: string[] = [];
    let sent = 0;
    for (const route of ordered) {
      for (const [name, contentType, body] of BODIES) {
        const token = tokenFor(route);
        const headers: Record<string, string> = { 'content-type': contentType };
        if (token) headers.authorization = `Bearer ${token}`;
        const res = await fetch(`${shopUrl()}${pathOf(route)}`, {
          method: route.method,
          headers,
          body: route.method === 'GET' ? undefined : body,
        }).catch((error: Error) => ({ status: 0, error }));
        sent += 1;
        if (res.status === 0 || res.status >= 500)
          failures.push(`${route.method} ${route.path} <- ${name}: ${res.status}`);
      }
    }
    console.log(`fuzz: ${sent} requests to ${routes.length} routes, ${failures.length} answered 5xx or dropped`);
    expect(failures).toEqual([]);
    expect((await fetch(`${shopUrl()}/api/health`)).status).toBe(200);
  });
});
