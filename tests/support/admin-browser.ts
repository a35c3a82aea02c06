import type { Page } from 'playwright-core';

/** Signs in through the /signin form and waits for the role's landing page. */
export async function signInThroughForm(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** Picks an option of an antd Select found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}
