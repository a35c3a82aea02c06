import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * Unsubscribe tokens and links (decision 0081): signed with the shop's key, naming one person and one channel. The
 * table is not reached: making and reading a token is the secret and the HMAC alone.
 */
type Messages = typeof import('../../functions/domain/messages');
let messages: Messages;

beforeAll(async () => {
  Object.assign(process.env, { ...FUNCTION_TEST_ENV, PUBLIC_BASE_URL: 'https://kesara.lk' });
  messages = await import('../../functions/domain/messages');
});

/** The same token with one character of its part `part` (0 payload, 1 signature) changed. */
function tampered(token: string, part: 0 | 1): string {
  const parts = token.split('.');
  const s = parts[part]!;
  parts[part] = `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
  return parts.join('.');
}

describe('unsubscribe tokens', () => {
  it('read back as the person and channel they were made for: an account, a guest e-mail, a guest phone', async () => {
    for (const subject of [
      { userId: 42, channel: 'mail' },
      { userId: 42, channel: 'whatsapp' },
      { contact: 'nimal@example.lk', channel: 'mail' },
      { contact: '+94771234567', channel: 'sms' },
    ] as const) {
      const token = await messages.unsubscribeToken(subject);
      expect(await messages.readUnsubscribeToken(token)).toEqual(subject);
    }
  });

  it('are short enough for an SMS stop link', async () => {
    const token = await messages.unsubscribeToken({ contact: '+94771234567', channel: 'sms' });
    expect(token.length).toBeLessThanOrEqual(60);
  });

  it('a tampered payload or signature, a cut token, or one made with another secret is not read', async () => {
    const token = await messages.unsubscribeToken({ userId: 42, channel: 'sms' });
    expect(await messages.readUnsubscribeToken(tampered(token, 0))).toBeNull();
    expect(await messages.readUnsubscribeToken(tampered(token, 1))).toBeNull();
    expect(await messages.readUnsubscribeToken(token.slice(0, -1))).toBeNull();
    expect(await messages.readUnsubscribeToken('')).toBeNull();
    expect(await messages.readUnsubscribeToken('not-a-token')).toBeNull();
    const { signingKeyFromSecret } = await import('../../functions/domain/auth/signing-key');
    const other = signingKeyFromSecret('another-secret-another-secret-another-secret').macKey;
    expect(other.equals(signingKeyFromSecret(FUNCTION_TEST_ENV.SIGNING_SECRET).macKey)).toBe(false);
  });

  it("another channel's token cannot be made from one: the channel is signed with the person", async () => {
    const smsToken = await messages.unsubscribeToken({ userId: 42, channel: 'sms' });
    const [, mac] = smsToken.split('.');
    const mailPayload = Buffer.from('mail:u42').toString('base64url');
    expect(await messages.readUnsubscribeToken(`${mailPayload}.${mac}`)).toBeNull();
    const otherPerson = Buffer.from('sms:u43').toString('base64url');
    expect(await messages.readUnsubscribeToken(`${otherPerson}.${mac}`)).toBeNull();
  });
});

describe('unsubscribe links and headers', () => {
  it('the page link and the one-click URL on the shop address, and the RFC 8058 headers naming the one-click URL', async () => {
    const links = await messages.unsubscribeLinks({ userId: 7, channel: 'mail' });
    const token = new URL(links.page).searchParams.get('t')!;
    expect(links.page).toBe(`https://kesara.lk/unsubscribe?t=${token}`);
    expect(links.oneClick).toBe(`https://kesara.lk/api/v2/unsubscribe?t=${token}`);
    expect(await messages.readUnsubscribeToken(token)).toEqual({ userId: 7, channel: 'mail' });
    expect(messages.unsubscribeHeaders(links)).toEqual([
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });
});
