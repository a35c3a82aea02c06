import type { Page } from 'playwright-core';
import { fillBillingDetails } from './billing-form';

/** From the filled cart to Order complete, paying by bank transfer: checkout details, Bank transfer, Pay Now. */
export async function payNowByBankTransfer(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const form = page.getByRole('form', { name: 'Checkout details' });
  await fillBillingDetails(form);
  await form.getByLabel('Bank transfer', { exact: true }).check();
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
}

/** The order's group of lines in My Orders. */
export const myOrder = (page: Page, orderNumber: string) => page.locator('tbody', { hasText: orderNumber });
