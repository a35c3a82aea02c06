import { describe, expect, it } from 'vitest';
import {
  illFormedFields,
  illFormedTextMessage,
  isWellFormedText,
  toWellFormedText,
} from '../../shared/validation/well-formed-text';

describe('well-formed text', () => {
  it('tells lone surrogates from Sinhala, Tamil and emoji (surrogate pairs)', () => {
    for (const ok of ['කසුන්', 'கசுன்', '🧔🏽‍♂️', 'plain', '']) expect(isWellFormedText(ok), ok).toBe(true);
    for (const bad of ['\ud800', 'a\udfffb', '🧔'.slice(0, 1), '\udc00\ud800'])
      expect(isWellFormedText(bad), JSON.stringify(bad)).toBe(false);
    expect(toWellFormedText('a\ud800b🧔')).toBe('a\ufffdb🧔');
  });

  it('names the top-level field holding an ill-formed string at any depth, keys included', () => {
    expect(illFormedFields({ name: 'ok', note: { list: ['fine', { deep: 'x\ud800' }] } })).toEqual({
      note: [illFormedTextMessage],
    });
    expect(illFormedFields({ meta: { ['k\udc00']: 1 } })).toEqual({ meta: [illFormedTextMessage] });
    expect(illFormedFields({ ['\ud800']: 'v' })).toEqual({ form: [illFormedTextMessage] });
    expect(illFormedFields({ a: 1, b: null, c: [true, 2.5, 'කසුන්'] })).toEqual({});
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\ud800"${']'.repeat(50_000)}`);
    expect(illFormedFields({ deep })).toEqual({ deep: [illFormedTextMessage] });
  });
});
