/** The code points the shop's Sinhala font files keep, as [first, last] ranges: the @font-face's `unicode-range`. */
export const SINHALA_KEPT: ReadonlyArray<readonly [number, number]> = [
  [0x0964, 0x0965], // danda, double danda
  [0x0d81, 0x0de5], // signs, vowels, consonants, vowel signs (the Lith digits start at U+0DE6)
  [0x0df2, 0x0df3], // the two long vowel signs after them
  [0x200c, 0x200d], // zero-width non-joiner and joiner (ශ්‍රී)
  [0x25cc, 0x25cc], // the dotted circle a lone vowel sign is drawn on
];
