import type { Locator } from 'playwright-core';
import type { Language } from '../../shared/rules/languages';
import { pageText } from './page-texts';

/**
 * Fills the required billing fields of the checkout form with one Kandy customer's details, found by their labels in
 * the page's language (English unless told).
 */
export async function fillBillingDetails(form: Locator, language: Language = 'en'): Promise<void> {
  const field = (id: Parameters<typeof pageText>[1]) => form.getByLabel(pageText(language, id));
  await field('billing.first_name').fill('Chamara');
  await field('billing.last_name').fill('Silva');
  await field('billing.country').fill('Sri Lanka');
  await field('billing.address').fill('21 Peradeniya Road');
  await field('billing.city').selectOption('Kandy');
  await field('billing.state').fill('Central');
  await field('billing.postal_code').fill('20000');
  await field('billing.phone').fill('0771234567');
}
