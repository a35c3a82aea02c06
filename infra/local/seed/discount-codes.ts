import { createCode, getCode } from '../../../functions/domain/promotions';
import type { DiscountTerms } from '../../../shared/rules/discount-codes';

/** The demo's codes: a live first-order code from the welcome mail, and last Avurudu's, expired (issue 21). */
export const seedCodes: ReadonlyArray<{ code: string; terms: DiscountTerms }> = [
  { code: 'WELCOME10', terms: { kind: 'percent', value: 10, perCustomerLimit: 1, categories: [], active: true } },
  {
    code: 'AVURUDU2026',
    terms: {
      kind: 'percent',
      value: 15,
      perCustomerLimit: 1,
      // 1-20 April 2026, Colombo time (UTC+05:30).
      startsAt: '2026-03-31T18:30:00.000Z',
      endsAt: '2026-04-20T18:30:00.000Z',
      categories: [],
      active: true,
    },
  },
];

/** Creates each demo code the shop does not have yet (one an admin deleted comes back on the next start). */
export async function seedDemoCodes(): Promise<void> {
  for (const { code, terms } of seedCodes) if (!(await getCode(code))) await createCode(code, terms);
}
