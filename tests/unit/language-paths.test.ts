import { describe, expect, it } from 'vitest';
import {
  languageCookieValue,
  languageOfCookie,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from '../../shared/rules/language-paths';
import { inEveryLanguage, publicPageOf, storedPagePath } from '../../shared/content/public-pages';

describe('the storefront language in the path (issue 34)', () => {
  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/si/beard')).toBe('si');
    expect(languageOfPath('/ta/product/23')).toBe('ta');
    expect(languageOfPath('/si')).toBe('si');
    expect(languageOfPath('/beard')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // A path that only starts with the letters is not in that language.
    expect(languageOfPath('/sizes')).toBe('en');
    expect(languageOfPath('/tamil/x')).toBe('en');
    expect(languageOfPath('/en/beard')).toBe('en');
  });

  it('takes the language off and puts another on, home included, keeping the query', () => {
    expect(pathWithoutLanguage('/si/beard')).toBe('/beard');
    expect(pathWithoutLanguage('/si')).toBe('/');
    expect(pathWithoutLanguage('/sizes')).toBe('/sizes');
    expect(pathInLanguage('/beard', 'si')).toBe('/si/beard');
    expect(pathInLanguage('/si/beard', 'ta')).toBe('/ta/beard');
    expect(pathInLanguage('/ta/product/23', 'en')).toBe('/product/23');
    expect(pathInLanguage('/', 'si')).toBe('/si');
    expect(pathInLanguage('/si', 'en')).toBe('/');
    expect(pathInLanguage('/search?q=රැවුල', 'si')).toBe('/si/search?q=රැවුල');
    expect(pathInLanguage('/si/search?q=x', 'en')).toBe('/search?q=x');
    expect(pathInLanguage('/?utm_source=x', 'ta')).toBe('/ta?utm_source=x');
  });

  it('remembers the choice in the lang cookie and reads only a known language from it', () => {
    expect(languageCookieValue('si')).toBe('lang=si; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageOfCookie('a=1; lang=ta; b=2')).toBe('ta');
    expect(languageOfCookie('lang=fr')).toBeNull();
    expect(languageOfCookie('xlang=si')).toBeNull();
    expect(languageOfCookie('')).toBeNull();
  });

  it('names each public page in its language, and stores the order link shell per language', () => {
    expect(publicPageOf('/si/beard')).toEqual({ kind: 'category', path: '/beard', category: 'Beard', language: 'si' });
    expect(publicPageOf('/ta/product/23')).toEqual({ kind: 'product', path: '/product/23', id: '23', language: 'ta' });
    expect(publicPageOf('/si')).toEqual({ kind: 'home', path: '/', language: 'si' });
    expect(publicPageOf('/si/wishlist')).toBeNull();
    expect(storedPagePath('/ta/order/KS-1', new URLSearchParams('t=x'))).toBe('/ta/order');
    expect(inEveryLanguage(['/', '/about'])).toEqual(['/', '/about', '/si', '/si/about', '/ta', '/ta/about']);
  });
});
