import { describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer, shopUrl } from '../support/api';
import { createTestProduct, TINY_PNG } from '../support/direct';

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

describe('malformed multipart bodies (issue 10, defect 1)', () => {
  it('a form cut before its closing boundary is a 400 on every multipart route, and the shop keeps running', async () => {
    const c = await registerCustomer();
    const admin = await adminToken();
    const product = await createTestProduct();
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    const calls: Array<[string, string, string, string]> = [
      ['/v2/users/images/upload', 'POST', c.token, 'image'],
      ['/v2/products/add_new_product', 'POST', admin, 'images[0]'],
      [`/v2/products/${product.id}`, 'POST', admin, 'images[]'],
    ];
    for (const [path, method, token, field] of calls) {
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
