import { describe, expect, it } from 'vitest';
import { descriptionPreview } from '../../shared/rules/catalogue';
import { lettersWithinUnits } from '../../shared/text/letters';
import { summary } from '../../web/src/app/prerender/page-head';

/**
 * Text the shop shortens to a limit counted in UTF-16 units (the contract's description preview, a meta description,
 * PayHere's item text) is cut between letters: never half an emoji or a letter without its vowel sign.
 */
const FLAG = '🇱🇰'; // 4 units, one letter
const SINHALA = 'කා'; // 2 units, one letter

/** No half of a surrogate pair left alone. */
const wellFormed = (text: string) => !/\p{Surrogate}/u.test(text);

describe('lettersWithinUnits', () => {
  it('keeps a text within the limit whole, and cuts a longer one before the letter that would cross it', () => {
    expect(lettersWithinUnits('Beard oil', 9)).toBe('Beard oil');
    expect(lettersWithinUnits('Beard oil', 5)).toBe('Beard');
    expect(lettersWithinUnits(`ab${FLAG}`, 5)).toBe('ab');
    expect(lettersWithinUnits(`a${SINHALA}`, 2)).toBe('a');
    expect(lettersWithinUnits(`${FLAG}${FLAG}`, 8)).toBe(`${FLAG}${FLAG}`);
  });
});

describe('a shortened text ends between letters', () => {
  // 96 letters, then a flag across index 97: a cut at 97 units would split it.
  const flagAtTheCut = `${'a'.repeat(96)}${FLAG}${'b'.repeat(20)}`;

  it('in the description preview, which stays as the contract cuts ASCII', () => {
    const preview = descriptionPreview(flagAtTheCut);
    expect(wellFormed(preview)).toBe(true);
    expect(preview).toBe(`${'a'.repeat(96)}...`);
    expect(descriptionPreview(`${'a'.repeat(120)}`)).toBe(`${'a'.repeat(97)}...`);
  });

  it('in a page summary', () => {
    const text = `${'a'.repeat(156)}${FLAG}${'b'.repeat(20)}`;
    const cut = summary(text);
    expect(wellFormed(cut)).toBe(true);
    expect(cut).toBe(`${'a'.repeat(156)}...`);
  });
});
