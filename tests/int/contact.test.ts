import { describe, expect, it } from 'vitest';
import { api, localMail } from '../support/api';

describe('POST /v2/contact/sendMessage (S10)', () => {
  it('stores the message, mails it to the shop with a reply-to, and answers success', async () => {
    const marker = `Marker ${Date.now()}`;
    const res = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: 'Sahan Wijesinghe', email: 'sahan@example.lk', message: `Do you ship to Jaffna? ${marker}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'success', message: 'Your message has been sent successfully!' });
    const mail = (await localMail()).find((m) => m.text.includes(marker));
    expect(mail?.to).toEqual(['hello@kesara.lk']);
    expect(mail?.subject).toBe('Contact form: message from Sahan Wijesinghe');
  });

  it('answers 422 with an errors map of SPEC messages', async () => {
    const res = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: '', email: 'bad', message: '  ' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      fullName: ['Please provide your name.'],
      email: ['Please provide a valid email.'],
      message: ['Please enter your message.'],
    });
    const none = await api('/v2/contact/sendMessage', { method: 'POST' });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['fullName', 'email', 'message']);
  });

  it('escapes what the sender typed in the HTML mail', async () => {
    const marker = `Esc ${Date.now()}`;
    await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: 'Eve', email: 'eve@example.lk', message: `<script>alert(1)</script> ${marker}` },
    });
    const mail = (await localMail()).find((m) => m.text.includes(marker));
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });
});
