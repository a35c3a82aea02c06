import { describe, expect, it } from 'vitest';
import { searchable } from '../../shared/rules/catalogue';
import { matchesAllWords, searchWords } from '../../functions/lib/text-search';

const ZWJ = '\u200d';
const ZWNJ = '\u200c';

describe('search normalisation (issue 34, decision 0088)', () => {
  it('reads ශ්‍රී typed with the zero-width joiner as ශ්රී typed without it', () => {
    const withJoiner = `ශ්${ZWJ}රී`;
    expect(withJoiner).not.toBe('ශ්රී');
    expect(searchable(withJoiner)).toBe(searchable('ශ්රී'));
    expect(searchable(withJoiner)).toBe('ශ්රී');
  });

  it('drops the zero-width non-joiner too', () => {
    expect(searchable(`க்${ZWNJ}ஷ`)).toBe('க்ஷ');
  });

  it('reads a Sinhala vowel sign typed as one code point or as its parts as the same text', () => {
    const composed = 'කො'; // ක + ො (U+0DDC)
    const decomposed = 'ක\u0dd9\u0dcf'; // ක + ෙ + ා
    expect(composed).not.toBe(decomposed);
    expect(searchable(decomposed)).toBe(searchable(composed));
    expect(searchable(decomposed)).toBe(composed.normalize('NFC'));
  });

  it('reads a Tamil vowel sign typed as one code point or as its parts as the same text', () => {
    const composed = 'கொ'; // க + ொ (U+0BCA)
    const decomposed = 'க\u0bc6\u0bbe';
    expect(searchable(decomposed)).toBe(searchable(composed));
    expect(searchable('கோ')).toBe(searchable('க\u0bc7\u0bbe'));
  });

  it('keeps ignoring Latin accents, letter case and runs of spaces, as before', () => {
    expect(searchable('  Café   CRÈME ')).toBe('cafe creme');
  });

  it('matches every word of a query on the normalised text of the fields, both sides normalised', () => {
    const stored = `ශ්${ZWJ}රී ලංකා රැවුල් තෙල`;
    expect(matchesAllWords([stored], searchWords('ශ්රී තෙල'))).toBe(true);
    expect(matchesAllWords(['ශ්රී ලංකා'], searchWords(`ශ්${ZWJ}රී`))).toBe(true);
    expect(matchesAllWords(['ශ්රී ලංකා'], searchWords('ශ්රී කොළඹ'))).toBe(false);
  });
});
