import { describe, expect, it } from 'vitest';
import { contact, founderStory, mission, vision } from '../../shared/content/brand-content';
import { localMail } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

describe('about, contact and policy pages in the browser', () => {
  it('about shows the founder story, vision and mission', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/about');
      for (const block of [founderStory, vision, mission]) {
        await page.getByRole('heading', { name: block.title }).waitFor();
        await expect(page.getByText(block.paragraphs[0]).isVisible()).resolves.toBe(true);
      }
      await expect(page.title()).resolves.toBe('About us | Kesara Grooming Co.');
    } finally {
      await context.close();
    }
  });

  it('contact shows the details and the map fallback, validates the form and sends a message that is mailed', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.waitFor();
      await expect(page.getByRole('link', { name: contact.phones[0].display }).getAttribute('href')).resolves.toBe(
        `tel:${contact.phones[0].tel}`,
      );
      await expect(page.getByRole('link', { name: contact.email }).getAttribute('href')).resolves.toBe(
        `mailto:${contact.email}`,
      );
      await expect(page.getByText(contact.openingHours[0].hours).isVisible()).resolves.toBe(true);
      // The address is text whatever the network does; the map link always works.
      await expect(page.getByText(contact.address.oneLine, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href')).resolves.toBe(
        contact.map.linkUrl,
      );

      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Please provide your name.').waitFor();
      await expect(form.getByText('Please provide a valid email.').isVisible()).resolves.toBe(true);
      await expect(form.getByText('Please enter your message.').isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('fullName');

      const marker = `e2e-contact-${Date.now()}`;
      await form.getByLabel('Full Name').fill('Ravindu Herath');
      await expect(form.getByText('Please provide your name.').count()).resolves.toBe(0);
      await form.getByLabel('Email').fill('ravindu@example');
      await form.getByLabel('Message').fill(`Do you have the sandalwood oil in 50ml? ${marker}`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Please provide a valid email.').waitFor();

      await form.getByLabel('Email').fill('ravindu@example.lk');
      await form.getByRole('button', { name: 'Send Message' }).click();
      const sent = form.getByText('Your message has been sent successfully!');
      await sent.waitFor();
      await expect(form.getByLabel('Full Name').inputValue()).resolves.toBe('');
      await expect(form.getByLabel('Message').inputValue()).resolves.toBe('');
      const mail = (await localMail()).find((m) => m.text.includes(marker));
      expect(mail?.to).toEqual([contact.email]);
      expect(mail?.text).toContain('Ravindu Herath');
      // SPEC: the alert hides after 5 s.
      await sent.waitFor({ state: 'hidden', timeout: 8000 });
    } finally {
      await context.close();
    }
  });

  const policyPages = [
    {
      path: '/return-policy',
      title: 'Return Policy',
      figures: [
        'within 7 days of delivery',
        'unused, unopened and in their original packaging',
        'Final Sale are not returnable',
        `E-mail our support team at ${contact.supportEmail}`,
        'original payment method within 5-10 business days',
        'only when they are damaged or defective',
      ],
    },
    { path: '/privacy-policy', title: 'Privacy Policy', figures: ['We do not sell your personal data'] },
    {
      path: '/terms-conditions',
      title: 'Terms and Conditions',
      figures: [
        'We deliver across Sri Lanka within 3-5 business days',
        'Orders are confirmed once payment is processed',
        'governed by the laws of Sri Lanka',
      ],
    },
  ];

  it.each(policyPages)(
    '$path shows its figures, and Back to home and Continue Shopping work',
    async ({ path, title, figures }) => {
      const { context, page } = await newShopPage(browser(), 'desktop');
      try {
        await page.goto(path);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await expect(page.getByText('Last updated:').isVisible()).resolves.toBe(true);
        for (const figure of figures) await expect(page.getByText(figure).first().isVisible()).resolves.toBe(true);
        await expect(page.title()).resolves.toBe(`${title} | Kesara Grooming Co.`);

        await page.getByRole('link', { name: 'Continue Shopping' }).click();
        await page.waitForURL('**/beard');
        await page.goBack();
        await page.getByRole('link', { name: 'Back to home' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('tablist', { name: 'Featured categories' }).waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('fits a 360 px wide phone without sideways scrolling on every page of this file and the home and search pages', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of [
        '/',
        '/search?q=oil',
        '/about',
        '/contact',
        '/return-policy',
        '/privacy-policy',
        '/terms-conditions',
      ]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, overflow }).toEqual({ path, overflow: 0 });
      }
    } finally {
      await context.close();
    }
  });

  it('keeps the header bar and its menu button where they are when the phone menu opens', async () => {
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = nav.getByRole('button', { name: 'Menu' });
      const logo = nav.getByRole('link', { name: / home$/ });
      const before = { menu: await menu.boundingBox(), logo: await logo.boundingBox() };
      await menu.click();
      await nav.getByRole('link', { name: 'BEARD' }).waitFor();
      expect({ menu: await menu.boundingBox(), logo: await logo.boundingBox() }).toEqual(before);
    } finally {
      await context.close();
    }
  });
});
