import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { firstLetters, fitsLetters, letterCount, letters, MAX_UNITS_PER_LETTER } from '../../shared/text/letters';
import { profileUpdateSchema } from '../../shared/validation/account';
import { registerSchema } from '../../shared/validation/auth';
import { checkoutSchema } from '../../shared/validation/checkout';
import { contactSchema } from '../../shared/validation/contact';
import { toFieldErrors } from '../../shared/validation/fields';
import { addProductSchema } from '../../shared/validation/product';
import { createReturnSchema, updateReturnSchema } from '../../shared/validation/returns';
import { moderateReviewSchema, reviewSchema } from '../../shared/validation/reviews';
import { addStaffSchema } from '../../shared/validation/staff';
import { readOptionsAndVariants } from '../../shared/validation/variants';

/**
 * Text limits count letters as people do (grapheme clusters): a family emoji, a Sinhala letter with its vowel sign and
 * a flag are one each, although they take 7, 2 and 2 code points (11, 2 and 4 UTF-16 units).
 */
const FAMILY = '👨‍👩‍👧‍👦';
const SINHALA = 'කා';
const FLAG = '🇱🇰';
const KINDS = [FAMILY, SINHALA, FLAG];

/** The messages under `field` when `schema` reads `input` (none when it accepts the field). */
function errorsOf(schema: z.ZodMiniType, input: Record<string, unknown>, field: string): string[] | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : toFieldErrors(result.error)[field];
}

describe('letters', () => {
  it('counts a family emoji, a Sinhala letter with its sign and a flag as one letter each', () => {
    expect(letterCount(FAMILY)).toBe(1);
    expect(letterCount(SINHALA)).toBe(1);
    expect(letterCount(FLAG)).toBe(1);
    expect(letterCount(`${FAMILY}a${SINHALA}${FLAG} `)).toBe(5);
    expect(letters('ලංකාවේ')).toEqual(['ලං', 'කා', 'වේ']);
  });

  it('takes a prefix of whole letters only', () => {
    expect(firstLetters(`${FAMILY}${SINHALA}${FLAG}`, 2)).toBe(`${FAMILY}${SINHALA}`);
    expect(firstLetters('ලංකාවේ', 10)).toBe('ලංකාවේ');
    expect(firstLetters('ලංකාවේ', 0)).toBe('');
  });

  it('refuses a text that spends more UTF-16 units than real letters do, however few letters it counts', () => {
    // One base letter and 2,000 combining marks is one "letter" of 2,001 units.
    const heavy = `a${'\u0301'.repeat(2000)}`;
    expect(letterCount(heavy)).toBe(1);
    expect(fitsLetters(heavy, 100)).toBe(false);
    expect(fitsLetters(FAMILY.repeat(100), 100)).toBe(true);
    expect(FAMILY.length).toBeLessThanOrEqual(MAX_UNITS_PER_LETTER);
  });
});

describe('a review title of 100 letters', () => {
  const review = (title: string) => ({ rating: 5, title, body: 'Keeps the beard soft all day.' });

  it.each(KINDS)('of %s is accepted, and 101 of them are refused', (letter) => {
    expect(reviewSchema.safeParse(review(letter.repeat(100))).success).toBe(true);
    expect(errorsOf(reviewSchema, review(letter.repeat(101)), 'title')).toEqual([
      'Please keep the title to 100 characters or fewer.',
    ]);
  });
});

describe('every limit on text people type counts letters, in the browser and on the server alike', () => {
  const limits: Array<{ what: string; schema: z.ZodMiniType; field: string; max: number }> = [
    { what: 'review text', schema: reviewSchema, field: 'body', max: 2000 },
    { what: 'reason to hide a review', schema: moderateReviewSchema, field: 'reason', max: 500 },
    { what: "shop's reply to a review", schema: moderateReviewSchema, field: 'reply', max: 2000 },
    { what: 'return note', schema: createReturnSchema, field: 'note', max: 500 },
    { what: "staff's return note", schema: updateReturnSchema, field: 'note', max: 500 },
    { what: 'refund reference', schema: updateReturnSchema, field: 'refund_reference', max: 100 },
    { what: 'contact name', schema: contactSchema, field: 'fullName', max: 120 },
    { what: 'contact message', schema: contactSchema, field: 'message', max: 5000 },
    { what: 'sign-up name', schema: registerSchema, field: 'name', max: 255 },
    { what: 'profile first name', schema: profileUpdateSchema, field: 'first_name', max: 255 },
    { what: 'profile company', schema: profileUpdateSchema, field: 'company', max: 255 },
    { what: 'checkout address', schema: checkoutSchema, field: 'address', max: 255 },
    { what: 'checkout apartment', schema: checkoutSchema, field: 'apartment', max: 255 },
    { what: 'product name', schema: addProductSchema, field: 'name', max: 255 },
    { what: 'product description', schema: addProductSchema, field: 'description', max: 5000 },
    { what: 'product brand', schema: addProductSchema, field: 'brandName', max: 255 },
    { what: 'staff first name', schema: addStaffSchema, field: 'firstName', max: 255 },
  ];

  it.each(limits)('$what: $max letters', ({ schema, field, max }) => {
    for (const letter of KINDS) {
      expect(errorsOf(schema, { [field]: letter.repeat(max) }, field), letter).toBeUndefined();
      expect(errorsOf(schema, { [field]: letter.repeat(max + 1) }, field), letter).toHaveLength(1);
    }
  });

  it("an option's name and values: 40 letters", () => {
    const read = (name: string, value: string) =>
      readOptionsAndVariants(JSON.stringify([{ name, values: [value] }]), JSON.stringify([]));
    expect(read(SINHALA.repeat(40), FAMILY.repeat(40)).errors).toEqual({ variants: [expect.any(String)] });
    expect(Object.keys(read(SINHALA.repeat(41), FAMILY.repeat(41)).errors ?? {})).toEqual([
      'options.0.name',
      'options.0.values',
    ]);
  });
});
