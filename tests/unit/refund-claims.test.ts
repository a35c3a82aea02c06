import { describe, expect, it } from 'vitest';
import { FUNCTION_TIMEOUT } from '../../infra/api/shop-function';
import { CLAIM_HELD_AT_MOST_MS, refundOutcomeUnknown } from '../../functions/domain/returns';

const since = '2026-11-26T10:00:00.000Z';
const at = (ms: number) => Date.parse(since) + ms;

describe('a refund claim (decision 0061)', () => {
  it('is a refund under way while its function may still run', () => {
    expect(refundOutcomeUnknown({ token: 't', since }, at(0))).toBe(false);
    expect(refundOutcomeUnknown({ token: 't', since }, at(CLAIM_HELD_AT_MOST_MS - 1))).toBe(false);
  });

  it('has an unknown outcome once its function must have stopped, or when PayHere did not answer', () => {
    expect(refundOutcomeUnknown({ token: 't', since }, at(CLAIM_HELD_AT_MOST_MS))).toBe(true);
    expect(refundOutcomeUnknown({ token: 't', since }, at(24 * 3600 * 1000))).toBe(true);
    expect(refundOutcomeUnknown({ token: 't', since, unanswered: true }, at(0))).toBe(true);
  });

  it("outlives the functions' timeout, which bounds how long a request holds it", () => {
    expect(CLAIM_HELD_AT_MOST_MS).toBe(FUNCTION_TIMEOUT.toMilliseconds());
  });
});
