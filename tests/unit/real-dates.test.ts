import { describe, expect, it } from 'vitest';
import { discountCodeCreateSchema, discountCodeUpdateSchema } from '../../shared/validation/discount-codes';
import { toFieldErrors } from '../../shared/validation/fields';

const REAL_DATE = 'Please choose a real date.';
const NOT_A_DATE_TIME = 'Please give a date and time (ISO 8601).';

/** The field errors of a discount code's terms with one date, or null when they are accepted. */
function dateErrors(field: 'starts_at' | 'ends_at', value: unknown) {
  const result = discountCodeUpdateSchema.safeParse({ type: 'percent', value: 10, [field]: value });
  return result.success ? null : toFieldErrors(result.error);
}

describe("a discount code's dates: an ISO date-time with its zone, on a day the calendar has", () => {
  it.each(['starts_at', 'ends_at'] as const)(
    '%s: a day or a time the calendar and the clock lack is not a real date',
    (field) => {
      for (const value of [
        '2026-02-31T00:00:00Z',
        '2025-02-29T10:00:00+05:30',
        '2026-04-31T23:59:59.999Z',
        '2026-13-01T00:00:00Z',
        '2026-01-00T00:00:00Z',
        '2026-03-01T24:00:00Z',
        '2026-03-01T10:60:00Z',
        '2026-03-01T10:00:60Z',
      ])
        expect(dateErrors(field, value), value).toEqual({ [field]: [REAL_DATE] });
    },
  );

  it.each(['starts_at', 'ends_at'] as const)('%s: text that is not a date-time with a zone is refused', (field) => {
    for (const value of [
      '1',
      '0',
      'soon',
      '2026-03-01',
      '2026-03-01T10:00:00',
      '2026-03-01 10:00:00Z',
      'March 1, 2026',
    ])
      expect(dateErrors(field, value), value).toEqual({ [field]: [NOT_A_DATE_TIME] });
    expect(dateErrors(field, 1)).toEqual({ [field]: [NOT_A_DATE_TIME] });
  });

  it('accepts real date-times in UTC or with an offset, with or without seconds and their fraction', () => {
    for (const value of [
      '2028-02-29T00:00:00Z',
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T09:00+05:30',
      '2026-12-31T23:59:59.999-01:00',
    ])
      expect(dateErrors('ends_at', value), value).toBeNull();
    expect(dateErrors('starts_at', null)).toBeNull();
  });

  it('compares the start and the end only once both are real', () => {
    const terms = { code: 'MAR-31', type: 'percent', value: 10 };
    const notReal = discountCodeCreateSchema.safeParse({
      ...terms,
      starts_at: '2026-02-31T00:00:00Z',
      ends_at: '2026-03-02T00:00:00Z',
    });
    expect(toFieldErrors(notReal.error!)).toEqual({ starts_at: [REAL_DATE] });
    const backwards = discountCodeCreateSchema.safeParse({
      ...terms,
      starts_at: '2026-03-02T00:00:00Z',
      ends_at: '2026-03-01T00:00:00Z',
    });
    expect(toFieldErrors(backwards.error!)).toEqual({ ends_at: ['The end must be after the start.'] });
  });
});
