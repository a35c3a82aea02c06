import type { Page } from 'playwright-core';
import { fillBillingDetails } from './billing-form';

/** From the filled cart to Pay Now with one way to pay: checkout details, the method's radio, Pay Now. */
export async function payNowWith(page: Page, methodLabel: string, phone?: string): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const form = page.getByRole('form', { name: 'Checkout details' });
  await fillBillingDetails(form);
  if (phone) await form.getByLabel('Phone *').fill(phone);
  await form.getByLabel(methodLabel, { exact: true }).check();
  await form.getByRole('button', { name: 'Pay Now' }).click();
}
