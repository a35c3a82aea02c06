import { describe, expect, it } from 'vitest';
import { contact } from '../../shared/content/brand-content';
import { privacyPolicy, returnPolicy, termsAndConditions, type PolicyPage } from '../../shared/content/policies';

/** Everything a policy page shows, as one string. */
const textOf = (p: PolicyPage) =>
  [p.title, p.intro, ...p.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])])].join(
    '\n',
  );

describe('policy content carries every figure of SPEC section 2', () => {
  it('Return Policy', () => {
    const text = textOf(returnPolicy);
    expect(text).toMatch(/within 7 days of delivery/);
    expect(text).toMatch(/unused, unopened and in their original packaging/);
    expect(text).toMatch(/Final Sale are not returnable/);
    expect(text).toMatch(new RegExp(`E-mail our support team at ${contact.supportEmail.replace('.', '\\.')}`));
    expect(text).toMatch(/refund the item to the original payment method within 5-10 business days/);
    expect(text).toMatch(/exchange items only when they are damaged or defective/);
  });

  it('Terms and Conditions', () => {
    const text = textOf(termsAndConditions);
    expect(text).toMatch(/deliver across Sri Lanka within 3-5 business days/);
    expect(text).toMatch(/Orders are confirmed once payment is processed/);
    expect(text).toMatch(/governed by the laws of Sri Lanka/);
  });

  it('Privacy Policy has a title, a date and sections', () => {
    expect(privacyPolicy.title).toBe('Privacy Policy');
    expect(privacyPolicy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacyPolicy.sections.length).toBeGreaterThan(3);
  });
});
