import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { productForm } from '../support/admin';
import { adminToken, api, registerCustomer, shopUrl } from '../support/api';
import { createTestProduct, TINY_PNG } from '../support/direct';
import { bankOrder } from '../support/bank-transfer';
import { guestOrder, type GuestLink } from '../support/guest-link';

const BOUNDARY = '----kesara-test-boundary';

/** A multipart body with one file part whose closing boundary never comes (what crashed the process: issue 10, defect 1). */
function truncatedForm(field: string): string {
  return `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${TINY_PNG.toString('latin1')}`;
}

async function healthy(): Promise<boolean> {
  const res = await fetch(`${shopUrl()}/api/health`);
  return res.status === 200;
}

function imageForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return form;
}

/** A real PNG padded to exactly `size` bytes (trailing bytes after IEND are ignored by readers). */
const pngOfSize = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** A bank slip form (a small PNG). */
function slipForm(): FormData {
  const form = new FormData();
  form.append('slip', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'slip.png');
  return form;
}

/** One multipart route of the route table, called as its user calls it, with a form it accepts. */
interface MultipartCall {
  path: string;
  method: string;
  token: string;
  fileField: string;
  acceptedForm: () => FormData;
  acceptedStatus: number;
  /** Where each accepted form goes when the route takes one form per resource (a slip per order): a new one each. */
  acceptedPath?: () => string;
}

/** Every multipart route, each with a signed-in caller it admits and (for B4) a product that exists. */
async function multipartCalls(): Promise<MultipartCall[]> {
  const c = await registerCustomer();
  const admin = await adminToken();
  const product = await createTestProduct();
  // A slip is taken once per order, so each accepted slip goes to an order of its own.
  const slipOrders: number[] = [];
  const guestLinks: GuestLink[] = [];
  for (let i = 0; i < NAMES.length + 1; i++) {
    slipOrders.push((await bankOrder(10, 1, c)).order.id);
    guestLinks.push((await guestOrder('BANK_TRANSFER')).link);
  }
  const calls: Record<string, MultipartCall> = {
    'account-avatar': {
      path: '/v2/users/images/upload',
      method: 'POST',
      token: c.token,
      fileField: 'image',
      acceptedForm: () => imageForm(TINY_PNG),
      acceptedStatus: 200,
    },
    'admin-product-add': {
      path: '/v2/products/add_new_product',
      method: 'POST',
      token: admin,
      fileField: 'images[0]',
      acceptedForm: () => productForm(),
      acceptedStatus: 201,
    },
    'admin-product-update': {
      path: `/v2/products/${product.id}`,
      method: 'POST',
      token: admin,
      fileField: 'images[]',
      acceptedForm: () => productForm({}, []),
      acceptedStatus: 200,
    },
    'slip-upload': {
      path: `/v2/user/orders/${slipOrders[0]}/slip`,
      method: 'POST',
      token: c.token,
      fileField: 'slip',
      acceptedForm: () => slipForm(),
      acceptedStatus: 200,
      acceptedPath: () => `/v2/user/orders/${slipOrders.pop()}/slip`,
    },
    'guest-slip-upload': {
      path: guestLinks[0].path('/slip'),
      method: 'POST',
      token: '',
      fileField: 'slip',
      acceptedForm: () => slipForm(),
      acceptedStatus: 200,
      acceptedPath: () => guestLinks.pop()!.path('/slip'),
    },
  };
  // A multipart route added to the table fails here until it is fuzzed too.
  expect(Object.keys(calls).sort()).toEqual(
    routes
      .filter((r) => r.multipart)
      .map((r) => r.id)
      .sort(),
  );
  return Object.values(calls);
}

describe('malformed multipart bodies (issue 10, defect 1)', () => {
  it('a form cut before its closing boundary is a 400 on every multipart route, and the shop keeps running', async () => {
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    for (const { path, method, token, fileField: field } of await multipartCalls()) {
      for (const body of [
        truncatedForm(field),
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="name"\r\n\r\nhalf a fie`,
        `--${BOUNDARY}\r\ngarbage`,
      ]) {
        const res = await api(path, { method, token, headers, body });
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body).toEqual({
          status: 'error',
          message: 'The uploaded form could not be read. Please try again.',
        });
        expect(await healthy()).toBe(true);
      }
    }
  });
});

describe('multipart text fields named like what every object inherits', () => {
  it('are ignored on every multipart route: a form the route accepts still succeeds, one with nothing else is a 4xx', async () => {
    for (const { path, method, token, acceptedForm, acceptedStatus, acceptedPath } of await multipartCalls()) {
      for (const name of NAMES) {
        const accepted = acceptedForm();
        accepted.append(name, 'x');
        accepted.append(name, 'y');
        const res = await api(acceptedPath?.() ?? path, { method, token, body: accepted });
        expect(res.status, `${path} with ${name}: ${JSON.stringify(res.body)}`).toBe(acceptedStatus);

        const alone = new FormData();
        alone.append(name, 'x');
        const refused = await api(path, { method, token, body: alone });
        expect(refused.status, `${path} with only ${name}: ${JSON.stringify(refused.body)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(refused.status, `${path} with only ${name}: ${JSON.stringify(refused.body)}`).toBeLessThan(500);
      }
    }
  });
});

describe('avatar size limit at its boundary (issue 10, defect 10: under 2 MB)', () => {
  it("accepts 2,097,151 bytes and refuses 2,097,152 bytes with SPEC's message", async () => {
    const c = await registerCustomer();
    const under = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      body: imageForm(pngOfSize(2 * 1024 * 1024 - 1)),
    });
    expect(under.status, JSON.stringify(under.body)).toBe(200);
    const at = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      body: imageForm(pngOfSize(2 * 1024 * 1024)),
    });
    expect(at.status).toBe(413);
    expect(at.body).toEqual({
      status: 'error',
      message: 'File size must be less than 2MB',
      errors: { image: ['File size must be less than 2MB'] },
    });
  });
});
