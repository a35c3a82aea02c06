import type { Page } from 'playwright-core';
import { fillBillingDetails } from './billing-form';

/** From the filled cart to PayHere's window: checkout details, Card, Pay Now. */
export async function payNowByCard(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const form = page.getByRole('form', { name: 'Checkout details' });
  await fillBillingDetails(form);
  await form.getByLabel('Card', { exact: true }).check();
  await form.getByRole('button', { name: 'Pay Now' }).click();
}

/** The local PayHere stand-in's dialog (infra/local/payhere). */
export const standIn = (page: Page) => page.getByRole('dialog', { name: 'PayHere (local stand-in)' });
