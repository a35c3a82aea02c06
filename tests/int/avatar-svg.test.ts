import { describe, expect, it } from 'vitest';
import { api, registerCustomer, shopUrl } from '../support/api';

/** Issue 10, defect 4: an SVG avatar is kept only as a PNG drawn from it, so no markup of the upload survives. */
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"';
const ATTACKS: Record<string, string> = {
  script: `<svg ${NS}><script>alert(1)</script><rect width="40" height="40" fill="#1f3d2b"/></svg>`,
  'namespaced x:script': `<x:svg xmlns:x="http://www.w3.org/2000/svg" width="40" height="40"><x:script>alert(1)</x:script><x:rect width="40" height="40"/></x:svg>`,
  foreignObject: `<svg ${NS}><foreignObject width="40" height="40"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject></svg>`,
  'event handlers': `<svg ${NS} onload="alert(1)"><rect width="40" height="40" onmouseover="alert(2)"/></svg>`,
  'xlink:href javascript:': `<svg ${NS}><a xlink:href="javascript:alert(1)"><rect width="40" height="40"/></a></svg>`,
  'external entity (XXE)': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${NS}><text y="20">&xxe;</text></svg>`,
  'external image': `<svg ${NS}><image href="http://127.0.0.1:1/x.png" width="40" height="40"/><image xlink:href="file:///etc/hostname" width="40" height="40"/></svg>`,
  'set/animate href': `<svg ${NS}><a><set attributeName="href" to="jav&#x61;script:alert(1)"/><animate attributeName="xlink:href" values="javascript:alert(2)"/><rect width="40" height="40"/></a></svg>`,
  'CSS url()': `<svg ${NS}><style>rect{fill:url(http://127.0.0.1:1/x)} @import url(http://127.0.0.1:1/y.css);</style><rect width="40" height="40" style="background:url(javascript:alert(1))"/></svg>`,
  'use of an external document': `<svg ${NS}><use href="http://127.0.0.1:1/sprite.svg#a"/></svg>`,
};

function svgForm(svg: string): FormData {
  const form = new FormData();
  form.append('image', new Blob([svg], { type: 'image/svg+xml' }), 'me.svg');
  return form;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('SVG avatars are rasterised to PNG', () => {
  it('a plain SVG becomes a PNG served as image/png', async () => {
    const c = await registerCustomer();
    const res = await api('/v2/users/images/upload', {
      method: 'POST',
      token: c.token,
      body: svgForm(`<svg ${NS}><circle cx="20" cy="20" r="18" fill="#1f3d2b"/></svg>`),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile_picture).toMatch(/^profile_pictures\/u\d+_\d+\.png$/);
    const file = await fetch(`${shopUrl()}/storage/${res.body.profile_picture}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  for (const [name, svg] of Object.entries(ATTACKS)) {
    it(`${name}: what is stored and served is a PNG without any of the markup (or the upload is refused)`, async () => {
      const c = await registerCustomer();
      const res = await api('/v2/users/images/upload', { method: 'POST', token: c.token, body: svgForm(svg) });
      if (res.status === 422) {
        expect(res.body.errors.image).toEqual(['Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)']);
        return;
      }
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.profile_picture).toMatch(/\.png$/);
      const file = await fetch(`${shopUrl()}/storage/${res.body.profile_picture}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const text = bytes.toString('latin1');
      for (const marker of ['<svg', 'script', 'javascript', 'alert', 'href', 'root:', 'url('])
        expect(text, marker).not.toContain(marker);
    });
  }

  it('huge declared dimensions (a decompression bomb) are refused, not drawn', async () => {
    const c = await registerCustomer();
    const bomb = `<svg xmlns="http://www.w3.org/2000/svg" width="200000" height="200000"><rect width="200000" height="200000"/></svg>`;
    const started = Date.now();
    const res = await api('/v2/users/images/upload', { method: 'POST', token: c.token, body: svgForm(bomb) });
    expect(res.status).toBe(422);
    expect(res.body.errors.image).toEqual(['Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)']);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await api('/v2/user/', { token: c.token })).body.profile_picture).toBe('default_avatar.png');
  });
});
