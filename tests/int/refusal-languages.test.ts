import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authRefusals } from '../../functions/domain/auth/auth-errors';
import { stockRefusals } from '../../functions/domain/inventory/inventory-errors';
import { notFoundMessages } from '../../shared/api/not-found';
import { codeRefusals } from '../../shared/rules/discount-codes';
import { notifyMeMessages } from '../../shared/rules/stock-alerts';
import { billingMessages } from '../../shared/messages/billing';
import { messages } from '../../shared/validation/auth-messages';
import { registerCustomer, shopUrl, uniqueEmail } from '../support/api';
import { createTestProduct } from '../support/direct';
import { newCode } from '../support/discount-codes';
import { guestBody } from '../support/guest';

/**
 * Issue 34 on the local shop (decision 0098): a shopper route's refusal comes back in Sinhala or Tamil when the
 * request asks with `?lang=si|ta`, and without it (or with `lang=en`) the answer is byte for byte the English one.
 */
interface Raw {
  status: number;
  text: string;
  type: string | null;
  retryAfter: string | null;
}

/** One call with its body as the bytes came (no parsing: the English must be exactly the contract's). */
async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Raw> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    text: await res.text(),
    type: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after'),
  };
}

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
const messageOf = (raw: Raw) => (JSON.parse(raw.text) as { message: string }).message;
const errorsOf = (raw: Raw) => (JSON.parse(raw.text) as { errors: Record<string, string[]> }).errors;

describe('a refusal in the language the request asks for', () => {
  it('sign-up: a 422 field map in Sinhala and Tamil, and the contract’s English without lang', async () => {
    const body = {
      name: ' ',
      email: 'not-an-email',
      mobile: '0771234567',
      password: 'short',
      password_confirmation: 'short',
    };
    const english = await call('/v2/register', { method: 'POST', body });
    expect(english.status).toBe(422);
    expect(english.text).toBe(
      JSON.stringify({
        status: 'error',
        message: messages.name,
        errors: { name: [messages.name], email: [messages.email], password: [messages.passwordMin] },
      }),
    );
    expect(await call('/v2/register?lang=en', { method: 'POST', body })).toEqual(english);

    const sinhala = await call('/v2/register?lang=si', { method: 'POST', body });
    expect(sinhala.status).toBe(422);
    expect(sinhala.type).toBe(english.type);
    expect(JSON.parse(sinhala.text)).toEqual({
      status: 'error',
      message: 'නම අවශ්‍යයි.',
      errors: {
        name: ['නම අවශ්‍යයි.'],
        email: ['කරුණාකර වලංගු ඊමේල් ලිපිනයක් ලබා දෙන්න.'],
        password: ['මුරපදයේ අවම වශයෙන් අක්ෂර 8ක් තිබිය යුතුය.'],
      },
    });
    const tamil = await call('/v2/register?lang=ta', { method: 'POST', body });
    expect(errorsOf(tamil)).toEqual({
      name: ['பெயர் தேவை.'],
      email: ['சரியான மின்னஞ்சல் முகவரியை வழங்கவும்.'],
      password: ['கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்.'],
    });
  });

  it('the cart: more than the stock is refused with the product’s name and count kept; notify-me’s 409', async () => {
    const product = await createTestProduct({ name: 'Refusal Balm', price: 1200, discount: 0, stock: 2 });
    const c = await registerCustomer();
    const add = (path: string) =>
      call(path, { method: 'POST', token: c.token, body: { product_id: product.id, quantity: 5 } });
    const english = await add('/v2/cart/add');
    expect(english.status).toBe(400);
    expect(english.text).toBe(JSON.stringify({ status: 'error', message: stockRefusals.notEnough(2, 'Refusal Balm') }));
    expect(await add('/v2/cart/add?lang=en')).toEqual(english);
    const sinhala = await add('/v2/cart/add?lang=si');
    expect(sinhala.status).toBe(400);
    expect(messageOf(sinhala)).toBe('ප්‍රමාණවත් තොගයක් නැත. Refusal Balm ඉතිරිව ඇත්තේ 2ක් පමණි.');
    expect(messageOf(await add('/v2/cart/add?lang=ta'))).toBe(
      'போதுமான கையிருப்பு இல்லை. Refusal Balm இல் 2 மட்டுமே மீதமுள்ளது.',
    );

    const notifyPath = `/v2/product/${product.id}/notify-me`;
    const notify = (lang?: string) =>
      call(lang ? withLang(notifyPath, lang) : notifyPath, {
        method: 'POST',
        body: { email: uniqueEmail('refusal'), channel: 'mail' },
      });
    const inStock = await notify();
    expect(inStock.status).toBe(409);
    expect(inStock.text).toBe(JSON.stringify({ status: 'error', message: notifyMeMessages.inStock }));
    const tamil = await notify('ta');
    expect(tamil.status).toBe(409);
    expect(messageOf(tamil)).toBe('இது இப்போது கையிருப்பில் உள்ளது. இன்றே வாங்கலாம்.');
  });

  it('a guest checkout: a 422 on its billing fields and a 409 for a code already used, in each language', async () => {
    const product = await createTestProduct({ name: 'Refusal Oil', price: 2000, discount: 0, stock: 50 });
    const code = await newCode({ value: 10, per_customer_limit: 1 });
    const checkout = (body: Record<string, unknown>, lang?: string) =>
      call(lang ? `/v2/guest/checkout?lang=${lang}` : '/v2/guest/checkout', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': randomUUID() },
      });

    const unnamed = guestBody([{ product_id: product.id, quantity: 1 }], { first_name: '' });
    const english = await checkout(unnamed);
    expect(english.status).toBe(422);
    expect(english.text).toBe(
      JSON.stringify({
        status: 'error',
        message: billingMessages.first_name,
        errors: { first_name: [billingMessages.first_name] },
      }),
    );
    const tamil = await checkout(unnamed, 'ta');
    expect([tamil.status, messageOf(tamil)]).toEqual([422, 'முதல் பெயர் தேவை.']);
    expect(errorsOf(tamil)).toEqual({ first_name: ['முதல் பெயர் தேவை.'] });

    const first = guestBody([{ product_id: product.id, quantity: 1 }], { code });
    expect((await checkout(first)).status).toBe(201);
    const again = { ...guestBody([{ product_id: product.id, quantity: 1 }], { code }), email: first.email };
    const used = await checkout(again);
    expect(used.status).toBe(409);
    expect(used.text).toBe(JSON.stringify({ status: 'error', message: codeRefusals.alreadyUsed }));
    const sinhala = await checkout(again, 'si');
    expect(sinhala.status).toBe(409);
    expect(JSON.parse(sinhala.text)).toEqual({ status: 'error', message: 'ඔබ දැනටමත් මෙම කේතය භාවිත කර ඇත.' });
  });

  it('a guest order link that opens nothing: the one 404, in each language', async () => {
    const path = '/v2/guest/orders/ORD-999999999?t=not-a-token';
    const english = await call(path);
    expect(english.status).toBe(404);
    expect(english.text).toBe(JSON.stringify({ status: 'error', message: notFoundMessages.order }));
    expect(await call(withLang(path, 'en'))).toEqual(english);
    expect(messageOf(await call(withLang(path, 'si')))).toBe('ඇණවුම හමු නොවීය');
    expect(messageOf(await call(withLang(path, 'ta')))).toBe('ஆர்டர் கிடைக்கவில்லை');
  });

  it('a 429 keeps its status and Retry-After; a count keeps each language’s plural', async () => {
    const c = await registerCustomer();
    const forgot = (lang?: string) =>
      call(lang ? `/v2/forgot-password?lang=${lang}` : '/v2/forgot-password', {
        method: 'POST',
        body: { email: c.email },
      });
    expect((await forgot()).status).toBe(200);
    const english = await forgot();
    expect(english.status).toBe(429);
    expect(english.text).toBe(JSON.stringify({ status: 'error', message: authRefusals.resendTooSoon }));
    const sinhala = await forgot('si');
    expect([sinhala.status, sinhala.retryAfter]).toEqual([429, english.retryAfter]);
    expect(messageOf(sinhala)).toBe(
      'මිනිත්තුවකට අඩු කාලයකට පෙර කේතයක් එවා ඇත. කරුණාකර ඔබේ ඊමේල් පරීක්ෂා කරන්න, නැතහොත් නැවත ඉල්ලීමට පෙර මිනිත්තුවක් රැඳී සිටින්න.',
    );

    const login = (lang?: string) =>
      call(lang ? `/v2/login?lang=${lang}` : '/v2/login', {
        method: 'POST',
        body: { email: c.email, password: 'wrong-password' },
      });
    const wrong = await login('ta');
    expect(wrong.status).toBe(401);
    expect(messageOf(wrong)).toBe('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.');
    for (let i = 0; i < 4; i++) expect((await login()).status).toBe(401);
    const locked = await login();
    expect(locked.status).toBe(429);
    const minutes = Number(/wait (\d+) minute/.exec(messageOf(locked))?.[1]);
    expect(locked.text).toBe(JSON.stringify({ status: 'error', message: authRefusals.lockedOut(minutes) }));
    expect(messageOf(await login('ta'))).toMatch(
      /^தோல்வியடைந்த உள்நுழைவு முயற்சிகள் அதிகம். தயவுசெய்து (ஒரு நிமிடம்|\d+ நிமிடங்கள்) காத்திருந்து/,
    );
  });

  it('a back-office route stays English even when asked', async () => {
    const english = await call('/v2/admin/all_products', { method: 'POST', body: {} });
    expect(english.status).toBe(401);
    expect(await call('/v2/admin/all_products?lang=si', { method: 'POST', body: {} })).toEqual(english);
  });
});
