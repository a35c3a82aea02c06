import { describe, expect, it } from 'vitest';
import { api, registerCustomer, shopUrl } from '../support/api';
import { TINY_PNG } from '../support/direct';

function imageForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('POST /v2/users/images/upload (A10)', () => {
  it('stores a real PNG in S3 and keeps profile_picture relative, served at /storage and /api/storage', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      body: imageForm(TINY_PNG, 'me.png', 'image/png'),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const me = (await api('/v2/user/', { token: c.token })).body;
    expect(me.profile_picture).toMatch(/^profile_pictures\/u\d+_\d+\.png$/);
    for (const prefix of ['/storage/', '/api/storage/']) {
      const file = await fetch(`${shopUrl()}${prefix}${me.profile_picture}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
  });

  it('judges the bytes, not the name: a text file called .png is refused', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      body: imageForm(Buffer.from('not an image at all'), 'fake.png', 'image/png'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.image).toEqual(['Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)']);
    expect((await api('/v2/user/', { token: c.token })).body.profile_picture).toBe('default_avatar.png');
  });

  it('refuses files of 2 MB or more', async () => {
    const c = await registerCustomer();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      body: imageForm(big, 'big.png', 'image/png'),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size must be less than 2MB');
  });

  it('needs a file and a customer token', async () => {
    const c = await registerCustomer();
    expect(
      (await api('/v2/users/images/upload', { method: 'POST', token: c.token, body: new FormData() })).status,
    ).toBe(422);
    expect(
      (await api('/v2/users/images/upload', { method: 'POST', body: imageForm(TINY_PNG, 'a.png', 'image/png') }))
        .status,
    ).toBe(401);
  });
});
