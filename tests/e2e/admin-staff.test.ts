import { describe, expect, inject, it } from 'vitest';
import { signInThroughForm } from '../support/admin-browser';
import { uniqueEmail } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

describe('back-office staff in the browser', () => {
  it('admin adds a staff member in the modal, edits them, and the member signs in to /admin/orders', async () => {
    const { adminEmail, adminPassword } = inject('shop');
    const email = uniqueEmail('member');
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      await page.getByRole('link', { name: 'STAFF LIST' }).click();
      await page.getByText(/^Showing \d+ of \d+ staff members$/).waitFor();

      await page.getByRole('button', { name: 'ADD NEW MEMBER' }).click();
      const modal = page.getByRole('dialog', { name: 'Add New Member' });
      await modal.getByLabel('First Name').fill('Dilan');
      await modal.getByLabel('Last Name').fill('Wickramasinghe');
      await modal.getByLabel('Mobile').fill('077 123 456');
      await modal.getByLabel('Email').fill(email);
      await modal.getByLabel('Company').fill('Kesara');
      await modal.getByLabel('Password').fill('abc');
      await modal.getByRole('button', { name: 'ADD' }).click();
      await modal.getByText('Please enter a valid 10-digit mobile number').waitFor();
      await expect(modal.getByText('Password must be at least 6 characters long').isVisible()).resolves.toBe(true);

      await modal.getByLabel('Mobile').fill('077 123 4567');
      await modal.getByLabel('Password').fill('Staff#2026');
      await modal.getByRole('button', { name: 'ADD' }).click();
      await modal.waitFor({ state: 'hidden' });

      await page.getByLabel('Search staff').fill(email);
      await page.getByText('Showing 1 of 1 staff members').waitFor();
      const row = page.getByRole('row', { name: `Edit Dilan Wickramasinghe` });
      await expect(row.getByRole('cell', { name: email }).isVisible()).resolves.toBe(true);

      // A row opens the edit modal; a blank password keeps the old one.
      await row.click();
      const edit = page.getByRole('dialog', { name: 'Edit Member' });
      await expect(edit.getByLabel('Email').inputValue()).resolves.toBe(email);
      await expect(edit.getByPlaceholder("Keep it blank if you don't want to change").inputValue()).resolves.toBe('');
      await edit.getByLabel('Company').fill('Kesara Colombo');
      await edit.getByRole('button', { name: 'UPDATE' }).click();
      await edit.waitFor({ state: 'hidden' });
      await row.getByRole('cell', { name: 'Kesara Colombo' }).waitFor();
    } finally {
      await context.close();
    }

    const member = await newShopPage(browser(), 'phone');
    try {
      await signInThroughForm(member.page, email, 'Staff#2026', '/admin/orders');
      await member.page.getByRole('heading', { name: 'Orders Details' }).waitFor();
      expect(await member.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))).toMatchObject({
        user_type: 'staff',
        name: 'Dilan Wickramasinghe',
      });
    } finally {
      await member.context.close();
    }
  });
});
