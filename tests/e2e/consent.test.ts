import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { seriousFindings } from '../support/axe';
import { browserForThisFile } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { useShopBackend } from '../support/direct';

/** My Profile's message switches and the unsubscribe page (issue 33, decision 0081), at both widths, with axe. */
const browser = browserForThisFile();
const WIDTHS = ['phone', 'desktop'] as const;

const settingsOf = async (token: string) => (await api('/v2/user/notifications', { token })).body.data;

describe('the messages a customer controls, in the browser', () => {
  it.each(WIDTHS)('My Profile turns offers on by channel and moves order updates to WhatsApp (%s)', async (size) => {
    const { customer, context, page } = await signedInCustomer(browser(), size);
    try {
      await page.goto('/profile');
      const offers = page.getByRole('region', { name: 'Offers and reminders' });
      const byEmail = offers.getByRole('switch', { name: 'Offers and reminders by e-mail' });
      await expect(byEmail.getAttribute('aria-checked')).resolves.toBe('false');
      expect(await seriousFindings(page)).toEqual([]);

      await byEmail.click();
      await offers.getByText('Your notification settings were saved.').waitFor();
      await expect(byEmail.getAttribute('aria-checked')).resolves.toBe('true');
      expect(await settingsOf(customer.token)).toMatchObject({ marketing_email: true, marketing_sms: false });

      const updates = page.getByRole('region', { name: 'Order updates by SMS or WhatsApp' });
      await updates.getByRole('switch', { name: 'Send me order updates on WhatsApp' }).click();
      await updates.getByText('Your notification settings were saved.').waitFor();
      await expect(
        updates.getByRole('switch', { name: 'Text me order updates' }).getAttribute('aria-checked'),
      ).resolves.toBe('false');
      expect(await settingsOf(customer.token)).toMatchObject({ order_sms: false, order_updates_channel: 'whatsapp' });
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(WIDTHS)('the unsubscribe page asks, then turns that channel off and says so (%s)', async (size) => {
    useShopBackend();
    const { unsubscribeToken } = await import('../../functions/domain/messages');
    const { customer, context, page } = await signedInCustomer(browser(), size);
    try {
      await api('/v2/user/notifications', {
        method: 'PUT',
        token: customer.token,
        body: { marketing_email: true, marketing_sms: true },
      });
      const token = await unsubscribeToken({ userId: customer.id, channel: 'sms' });
      await page.goto(`/unsubscribe?t=${token}`);
      await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
      await expect(page.locator('meta[name="robots"][content="noindex"]').count()).resolves.toBe(1);
      // Opening the link changed nothing.
      expect((await settingsOf(customer.token)).marketing_sms).toBe(true);
      expect(await seriousFindings(page)).toEqual([]);

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByText('You will get no more offers and reminders by SMS.').waitFor();
      expect(await settingsOf(customer.token)).toMatchObject({ marketing_sms: false, marketing_email: true });
      expect(await seriousFindings(page)).toEqual([]);

      await page.goto(`/unsubscribe?t=${token.slice(0, -3)}xyz`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page
        .getByText('This unsubscribe link is not valid. Please use the link from your latest message.')
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
