import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, LOCALES } from '../../shared/rules/languages';

describe('the shop languages (issue 34)', () => {
  it('are English, Sinhala and Tamil, English first and by default', () => {
    expect([...LANGUAGES]).toEqual(['en', 'si', 'ta']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('knows only those three codes, in lower case', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    for (const other of ['EN', 'fr', 'si-LK', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });

  it('formats each in its Sri Lankan locale', () => {
    expect(LOCALES).toEqual({ en: 'en-LK', si: 'si-LK', ta: 'ta-LK' });
  });
});
