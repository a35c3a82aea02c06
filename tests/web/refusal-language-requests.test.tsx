import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../web/src/lib/api';
import { askInLanguage } from '../../web/src/lib/i18n/language-query';

/**
 * The API client on a Sinhala or Tamil page asks for the server's refusals in that language (decision 0098): every
 * call carries the page's `?lang=`; an English page's requests stay exactly as they were.
 */
const urls: string[] = [];

function answerWith(status: number, body: unknown) {
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => askInLanguage('en'));

describe('the page language on every call', () => {
  it('an English page asks exactly what it asked before', async () => {
    answerWith(200, { status: 'success', data: [] });
    await callApi('cart-list');
    await callApi('catalog-search', { query: { q: 'beard oil' } });
    expect(urls).toEqual(['/api/v2/cart', '/api/v2/search/products?q=beard+oil']);
  });

  it('a Sinhala page adds ?lang=si to every call, once, after the call’s own query', async () => {
    askInLanguage('si');
    answerWith(200, { status: 'success', data: [] });
    await callApi('cart-list');
    await callApi('catalog-search', { query: { q: 'beard oil', lang: 'si' } });
    expect(urls).toEqual(['/api/v2/cart?lang=si', '/api/v2/search/products?q=beard+oil&lang=si']);
  });

  it('a Tamil page’s refusal arrives as the server wrote it', async () => {
    askInLanguage('ta');
    answerWith(401, { status: 'error', message: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.' });
    const error = await callApi('auth-login', { body: { email: 'a@b.lk', password: 'x' } }).catch((e: unknown) => e);
    expect(urls).toEqual(['/api/v2/login?lang=ta']);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.');
  });
});
