import { describe, expect, it } from 'vitest';
import { claimedUnits, returnLineKey, type ClaimingReturn } from '../../shared/rules/return-claims';

const tee = (variantId: number, quantity: number) => ({ productId: 3, variantId, quantity });

describe('units already claimed by returns (issue 22), one rule for the server and the return form', () => {
  it('keys a line by its product and variant, and a product without variants alike whether its variant is absent or null', () => {
    expect(returnLineKey(3, 8)).toBe('3#8');
    expect(returnLineKey(3, null)).toBe('3#-');
    expect(returnLineKey(3, undefined)).toBe(returnLineKey(3, null));
    expect(returnLineKey(3, 8)).not.toBe(returnLineKey(38, null));
  });

  it('adds up the units of every return that was not rejected, line by line', () => {
    const returns: ClaimingReturn[] = [
      { status: 'requested', items: [tee(8, 1), { productId: 5, quantity: 2 }] },
      { status: 'rejected', items: [tee(8, 4)] },
      { status: 'refunded', items: [tee(8, 2), tee(9, 1)] },
      { status: 'received', items: [{ productId: 5, variantId: null, quantity: 1 }] },
    ];
    expect(Object.fromEntries(claimedUnits(returns))).toEqual({ '3#8': 3, '3#9': 1, '5#-': 3 });
  });

  it('claims nothing without returns, or with rejected ones only', () => {
    expect(claimedUnits([]).size).toBe(0);
    expect(claimedUnits([{ status: 'rejected', items: [tee(8, 1)] }]).size).toBe(0);
  });
});
