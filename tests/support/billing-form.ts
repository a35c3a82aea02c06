import type { Locator } from 'playwright-core';

/** Fills the required billing fields of the checkout form with one Kandy customer's details. */
export async function fillBillingDetails(form: Locator): Promise<void> {
  await form.getByLabel('First name *').fill('Chamara');
  await form.getByLabel('Last name *').fill('Silva');
  await form.getByLabel('Country / Region *').fill('Sri Lanka');
  await form.getByLabel('Street address *').fill('21 Peradeniya Road');
  await form.getByLabel('Town / City *').selectOption('Kandy');
  await form.getByLabel('State / Province *').fill('Central');
  await form.getByLabel('Postal code *').fill('20000');
  await form.getByLabel('Phone *').fill('0771234567');
}
