import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in through the /signin form and waits for the role's landing page. */
export async function signInThroughForm(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/**
 * Picks an option of an antd Select found by its label (within `scope`, the page by default), and waits until the
 * Select shows it. On a loaded machine a press on an option while its list is still opening can be lost, so the
 * pick is tried again (at most three times) rather than sending a form without it.
 */
export async function chooseOption(page: Page, label: string, option: string, scope: Page | Locator = page) {
  const combobox = scope.getByLabel(label, { exact: true });
  const item = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
  );
  // The Select's box carries the chosen option's title.
  const shown = () =>
    combobox.evaluate((input) => input.closest('.ant-select')?.querySelector('[title]')?.getAttribute('title'));
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await combobox.click();
    await item.click();
    try {
      await expect.poll(shown, { timeout: 5_000 }).toBe(option);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * The card of one order; other test files add orders too (pending ones first, many of them waiting for a payment),
 * so later pages are looked at when needed.
 */
export async function findOrderCard(page: Page, id: number) {
  return findOnPages(
    page,
    page.locator('.order-card', { hasText: `Orders ID: #${id}` }),
    page.locator('.order-card').first(),
    `order ${id}`,
  );
}

/**
 * An order's row in the Order History (10 a page, newest first): other files finish orders as this one runs, so the
 * row may have moved past the first page.
 */
export async function findOrderHistoryRow(page: Page, id: number) {
  return findOnPages(
    page,
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) }),
    page.locator('tr.ant-table-row').first(),
    `order ${id}`,
  );
}

/** Pages through the back-office's pager (AdminPager) until `target` is shown; `first` is each page's first item. */
async function findOnPages(page: Page, target: Locator, first: Locator, what: string) {
  for (let turn = 0; turn < 100; turn += 1) {
    await first.waitFor();
    if ((await target.count()) > 0) return target;
    const shown = await first.textContent();
    await page.getByRole('listitem', { name: 'Next Page' }).click();
    // Look again only once the next page has replaced this one.
    await expect.poll(() => first.textContent()).not.toBe(shown);
  }
  throw new Error(`${what} not found on the first pages`);
}
