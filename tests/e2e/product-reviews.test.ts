import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffToken } from '../support/admin';
import { eventually } from '../support/drawn-pages';
import { customerWhoReceived, orderIn, postReview, review } from '../support/reviews';
import { chooseOption, signInThroughForm } from '../support/admin-browser';
import { browserForThisFile, newShopPage } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

/** A customer who received the product posts a review through the API. */
async function reviewedBy(name: string, productId: number, rating: number, title: string): Promise<void> {
  const customer = await customerWhoReceived([productId], name);
  const res = await postReview(customer, productId, review({ rating, title }));
  if (res.status !== 201) throw new Error(`review failed: ${res.status} ${JSON.stringify(res.body)}`);
}

const section = (page: Page) => page.getByRole('region', { name: 'Customer reviews' });
const reviewTitles = (page: Page) => section(page).locator('.rv-item__title').allTextContents();

describe('reviews on the product page', () => {
  it('a customer who received the product writes, edits and deletes a review; others may not', async () => {
    const product = await createTestProduct({ name: 'Review Browser Oil', stock: 5 });
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Dilan Jayasuriya');
    const other = await signedInCustomer(browser(), 'desktop', 'Nimal Fernando');
    try {
      await orderIn(customer, [product.id]);
      await page.goto(`/product/${product.id}`);
      await section(page).getByText('No reviews yet.').waitFor();
      await section(page).getByRole('button', { name: 'Write a review' }).click();
      const form = page.getByRole('form', { name: 'Your review' });
      await form.getByRole('radio', { name: '4 stars' }).check();
      await form.getByLabel('Title').fill('Smells of cinnamon');
      await form.getByLabel('Review').fill('Short');
      await form.getByRole('button', { name: 'Post review' }).click();
      // The server's 422 shows under its field, and what was typed stays.
      await form.locator('.field-error').first().waitFor();
      await form.getByLabel('Review').fill('Soft beard after a week, and the scent lasts all day.');
      await form.getByRole('button', { name: 'Post review' }).click();

      const item = section(page).getByRole('article', { name: 'Smells of cinnamon by Dilan J.' });
      await item.waitFor();
      await expect(item.getByText('Verified buyer').isVisible()).resolves.toBe(true);
      await expect(item.getByRole('img', { name: 'Rated 4 out of 5' }).count()).resolves.toBe(1);
      await expect(section(page).locator('.rv-summary__average').textContent()).resolves.toBe('4.0');
      await expect(section(page).getByText('1 review', { exact: true }).isVisible()).resolves.toBe(true);

      await section(page).getByRole('button', { name: 'Edit your review' }).click();
      await form.getByRole('radio', { name: '2 stars' }).check();
      await form.getByLabel('Title').fill('Too strong for me');
      await form.getByRole('button', { name: 'Save review' }).click();
      await section(page).getByRole('article', { name: 'Too strong for me by Dilan J.' }).waitFor();
      await expect(section(page).locator('.rv-summary__average').textContent()).resolves.toBe('2.0');
      await expect(section(page).locator('.rv-bars__row').allTextContents()).resolves.toEqual([
        '5 stars0',
        '4 stars0',
        '3 stars0',
        '2 stars1',
        '1 star0',
      ]);

      await section(page).getByRole('button', { name: 'Delete your review' }).click();
      await section(page).getByRole('button', { name: 'Yes, delete it' }).click();
      await section(page).getByText('No reviews yet.').waitFor();
      await section(page).getByRole('button', { name: 'Write a review' }).waitFor();

      // The review-request mail's link (a fresh load, as from a mail) opens the form at once.
      await page.goto('about:blank');
      await page.goto(`/product/${product.id}#write-review`);
      await page.getByRole('form', { name: 'Your review' }).waitFor();

      await other.page.goto(`/product/${product.id}`);
      await section(other.page).getByText('Only customers who received this product can review it.').waitFor();
      await expect(section(other.page).getByRole('button', { name: 'Write a review' }).count()).resolves.toBe(0);
    } finally {
      await context.close();
      await other.context.close();
    }
  }, 120_000);

  it('shows 10 reviews a page, newest first, pages on, sorts by rating, and the server-drawn page carries the first page', async () => {
    const product = await createTestProduct({ name: 'Review Paging Balm', stock: 20 });
    for (let i = 1; i <= 11; i += 1) await reviewedBy(`Reviewer Number${i}`, product.id, (i % 5) + 1, `Review ${i}`);
    // The stored HTML is drawn again once the table's stream brings the reviews, with the summary and first page.
    const { html } = await eventually(`/product/${product.id}`, (p) => p.html.includes('11 reviews'));
    expect(html).toContain('11 reviews');
    expect(html).toContain('>Review 11</h3>');
    expect(html).not.toContain('>Review 1</h3>');
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${product.id}`);
      await section(page).getByText('11 reviews').waitFor();
      const newest = ['Review 11', 'Review 10', 'Review 9', 'Review 8', 'Review 7', 'Review 6', 'Review 5', 'Review 4'];
      await expect(reviewTitles(page)).resolves.toEqual([...newest, 'Review 3', 'Review 2']);
      await section(page).getByText('Page 1 of 2').waitFor();
      await section(page).getByRole('button', { name: 'Next' }).click();
      await section(page).getByText('Page 2 of 2').waitFor();
      await expect(reviewTitles(page)).resolves.toEqual(['Review 1']);

      await section(page).getByLabel('Sort reviews').selectOption('highest');
      await section(page).getByText('Page 1 of 2').waitFor();
      const highest = await section(page)
        .locator('.rv-item .stars')
        .evaluateAll((stars) => stars.map((s) => s.getAttribute('aria-label')));
      // Ratings 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2 were given: two fives, then the fours.
      expect(highest.slice(0, 4)).toEqual([
        'Rated 5 out of 5',
        'Rated 5 out of 5',
        'Rated 4 out of 5',
        'Rated 4 out of 5',
      ]);
      await section(page).getByLabel('Sort reviews').selectOption('lowest');
      await expect
        .poll(() => section(page).locator('.rv-item .stars').first().getAttribute('aria-label'))
        .toBe('Rated 1 out of 5');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('staff filter reviews in the back-office, reply to one, hide it with a reason and show it again', async () => {
    const product = await createTestProduct({ name: 'Review Office Wax', stock: 5 });
    const writers = [
      ['Sunil Perera', 5, 'Holds all day'],
      ['Kamal Silva', 2, 'Too greasy'],
    ] as const;
    for (const [name, rating, title] of writers) await reviewedBy(name, product.id, rating, title);
    const staff = await staffToken();
    const office = await newShopPage(browser(), 'desktop');
    const shopper = await newShopPage(browser(), 'phone');
    try {
      const { page } = office;
      await signInThroughForm(page, staff.email, staff.password, '/admin/orders');
      await page.getByRole('link', { name: 'REVIEWS' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/reviews');
      await page.getByLabel('Product ID').fill(String(product.id));
      await page.getByText('2 reviews', { exact: true }).waitFor();
      await chooseOption(page, 'Rating', '2 stars');
      await page.getByText('1 review', { exact: true }).waitFor();
      const card = page.getByLabel('Review: Too greasy');

      await card.getByRole('button', { name: 'Reply' }).click();
      const replying = page.getByRole('dialog', { name: 'Reply to review' });
      await replying.getByLabel('Reply').fill('Sorry to hear it: a little goes a long way, try half as much.');
      await replying.getByRole('button', { name: 'Save reply' }).click();
      await replying.waitFor({ state: 'hidden' });
      await card.getByText('Reply: Sorry to hear it', { exact: false }).waitFor();

      await shopper.page.goto(`/product/${product.id}`);
      const reply = section(shopper.page).getByRole('article', { name: 'Too greasy by Kamal S.' });
      await reply.getByText('Reply from the shop').waitFor();
      await expect(reply.getByText('try half as much', { exact: false }).isVisible()).resolves.toBe(true);

      await card.getByRole('button', { name: 'Hide' }).click();
      const hiding = page.getByRole('dialog', { name: 'Hide review' });
      await hiding.getByLabel('Reason (the author sees it)').fill('Names another shop.');
      await hiding.getByRole('button', { name: 'Hide review' }).click();
      await hiding.waitFor({ state: 'hidden' });
      await card.getByText('Reason: Names another shop.').waitFor();
      await chooseOption(page, 'Review status', 'Hidden');
      await card.getByText('Hidden', { exact: true }).waitFor();

      await shopper.page.reload();
      await section(shopper.page).getByText('1 review', { exact: true }).waitFor();
      await expect(section(shopper.page).locator('.rv-summary__average').textContent()).resolves.toBe('5.0');
      await expect(reviewTitles(shopper.page)).resolves.toEqual(['Holds all day']);

      await card.getByRole('button', { name: 'Show again' }).click();
      await page.getByText('No reviews match these filters.').waitFor();
      await shopper.page.reload();
      await section(shopper.page).getByText('2 reviews', { exact: true }).waitFor();
      await expect(section(shopper.page).locator('.rv-summary__average').textContent()).resolves.toBe('3.5');
    } finally {
      await office.context.close();
      await shopper.context.close();
    }
  }, 120_000);
});
