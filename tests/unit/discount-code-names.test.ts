import { describe, expect, it } from 'vitest';
import { normalizeCode } from '../../shared/rules/discount-codes';
import { codeParam } from '../../shared/api/discount-codes';
import { discountCodeCreateSchema } from '../../shared/validation/discount-codes';

describe('discount code names: trimmed and ASCII case folded, nothing else', () => {
  it('folds a-z to A-Z and trims, leaving digits, - and _ as they are', () => {
    expect(normalizeCode('  feedFirst_10-x \t')).toBe('FEEDFIRST_10-X');
  });

  it('leaves every other letter as it is, so a look-alike never names an ASCII code', () => {
    for (const lookAlike of ['feedﬁrst', 'feedfırst', 'ﬀeed', 'straße', 'ｆｅｅｄ', 'feedfirſt', 'feedfirst\u0307']) {
      expect(normalizeCode(lookAlike)).not.toMatch(/^[A-Z0-9_-]*$/);
    }
    expect(normalizeCode('feedﬁrst')).toBe('FEEDﬁRST');
    expect(normalizeCode('feedfırst')).toBe('FEEDFıRST');
  });

  it("gives the admin's create and the code in a path the same name a shopper's code is matched by", () => {
    const created = discountCodeCreateSchema.parse({ code: ' feedFirst ', type: 'percent', value: 10 });
    expect(created.code).toBe(normalizeCode(' feedFirst '));
    expect(codeParam.parse('feedFirst')).toBe(normalizeCode('feedFirst'));
    expect(discountCodeCreateSchema.safeParse({ code: 'feedﬁrst', type: 'percent', value: 10 }).success).toBe(false);
  });
});
