import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { browserForThisFile } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';

const PHOTO = resolve(import.meta.dirname, '../../infra/local/seed/images/comb-sandalwood-1.jpg');

const browser = browserForThisFile();

describe('profile in the browser', () => {
  it('fits a phone with a long one-word surname: the card wraps it instead of widening the page', async () => {
    const { context, page } = await signedInCustomer(browser(), 'phone', 'Kasun Wickramasinghearachchige');
    try {
      await page.goto('/profile', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'KASUN WICKRAMASINGHEARACHCHIGE' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
      expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });

  it('edits the name (shown in the nav), uploads an avatar (shown in the nav), saves billing details', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Nimal Jayasuriya');
    try {
      await page.goto('/profile');
      const details = page.getByRole('form', { name: 'Profile details' });
      await expect(details.getByLabel('Full Name').inputValue()).resolves.toBe('Nimal Jayasuriya');
      await expect(details.getByLabel('Email Address').inputValue()).resolves.toBe(customer.email);

      await details.getByLabel('Full Name').fill('Ruwan Jayasuriya');
      await details.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated successfully!').waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByText('RUWAN', { exact: true }).waitFor();
      await expect(page.getByRole('heading', { name: 'RUWAN JAYASURIYA' }).isVisible()).resolves.toBe(true);

      // The client refuses a file that is not an image before uploading.
      const picker = page.locator('input[type="file"]');
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await page.getByText('Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)').waitFor();

      await picker.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) });
      await page.getByText('Profile image updated successfully!').waitFor();
      const navAvatar = nav.locator('img.avatar');
      await expect
        .poll(() => navAvatar.getAttribute('src'))
        .toMatch(/\/api\/storage\/profile_pictures\/u\d+_\d+\.jpg$/);
      await expect
        .poll(() => navAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const stored = await api('/v2/user/', { token: customer.token });
      expect(await navAvatar.getAttribute('src')).toBe(`/api/storage/${stored.body.profile_picture}`);

      const billing = page.getByRole('form', { name: 'Billing Details' });
      await billing.getByRole('button', { name: 'Save Billing Details' }).click();
      await expect(billing.getByText('First name is required.').isVisible()).resolves.toBe(true);
      await billing.getByLabel('First name *').fill('Ruwan');
      await billing.getByLabel('Last name *').fill('Jayasuriya');
      await billing.getByLabel('Country / Region *').fill('Sri Lanka');
      await billing.getByLabel('Street address *').fill('8 Lake Drive');
      await billing.getByLabel('Town / City *').selectOption('Gampaha');
      await billing.getByLabel('State / Province *').fill('Western');
      await billing.getByLabel('Postal code *').fill('11000');
      await billing.getByLabel('Phone *').fill('0719876543');
      await billing.getByRole('button', { name: 'Save Billing Details' }).click();
      await page.getByText('Billing details updated successfully!').waitFor();
      const profile = await api('/v2/user/', { token: customer.token });
      expect(profile.body).toMatchObject({
        name: 'Ruwan Jayasuriya',
        first_name: 'Ruwan',
        city: 'Gampaha',
        mobile: '0719876543',
        address: '8 Lake Drive',
      });
    } finally {
      await context.close();
    }
  });

  it('changes the password, signs out and signs in with the new one', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Dilan Perera');
    try {
      await page.goto('/profile');
      const card = page.getByRole('form', { name: 'Change Password' });
      await card.getByLabel('Current Password').fill(customer.password);
      await card.getByLabel('New Password', { exact: true }).fill('Beard&Oil2027');
      await card.getByLabel('Confirm New Password').fill('Beard&Oil2028');
      await card.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('New password and confirm password do not match.').waitFor();

      await card.getByLabel('Current Password').fill('not-my-password');
      await card.getByLabel('Confirm New Password').fill('Beard&Oil2027');
      await card.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('The current password is incorrect.').waitFor();

      await card.getByLabel('Current Password').fill(customer.password);
      await card.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('Password updated successfully!').waitFor();
      await expect(card.getByLabel('New Password', { exact: true }).inputValue()).resolves.toBe('');

      // Sign Out goes to /login, which is not a route: the visitor lands on the home page, signed out.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SIGN IN' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await page.goto('/signin');
      const signIn = page.getByRole('form', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(customer.email);
      await signIn.getByLabel('Password').fill(customer.password);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await signIn.getByRole('alert').waitFor();
      await signIn.getByLabel('Password').fill('Beard&Oil2027');
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile');
      await expect(
        page.getByRole('form', { name: 'Profile details' }).getByLabel('Email Address').inputValue(),
      ).resolves.toBe(customer.email);
    } finally {
      await context.close();
    }
  });
});
