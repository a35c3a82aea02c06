import { describe, expect, it } from 'vitest';
import { formatLkr } from '../../shared/rules/money';
import { api } from '../support/api';
import { browserForThisFile } from '../support/browser';
import { productInStock, productSoldOut, signedInCustomer } from '../support/customer-browser';

const browser = browserForThisFile();

describe('wishlist in the browser', () => {
  it('lists saved products, adds one to the cart, removes entries and opens a product from its card', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Ishara Fernando');
    try {
      const onSale = await productInStock('Beard', 3, (p) => p.discount > 0 && p.rating > 0);
      const soldOut = await productSoldOut();
      // Saved with the hearts of the category cards.
      for (const p of [soldOut, onSale]) {
        await page.goto(p.categoryPath);
        const heart = page.getByRole('button', { name: `Add ${p.name} to wishlist` });
        await heart.click();
        await page.locator(`[aria-label="Add ${p.name} to wishlist"][aria-pressed="true"]`).waitFor();
        await page.getByText('Added to wishlist').first().waitFor();
      }
      const saved = await api('/v2/wishlist', { token: customer.token });
      expect(saved.body.data.map((e: { product: { id: number } }) => e.product.id).sort()).toEqual(
        [soldOut.id, onSale.id].sort(),
      );

      await page.goto('/wishlist');
      const saleCard = page.getByRole('article', { name: onSale.name });
      const soldOutCard = page.getByRole('article', { name: soldOut.name });
      await saleCard.waitFor();
      await expect(saleCard.getByText(`-${onSale.discount}%`).isVisible()).resolves.toBe(true);
      await expect(saleCard.getByText(formatLkr(onSale.price), { exact: true }).isVisible()).resolves.toBe(true);
      await expect(saleCard.getByRole('img', { name: /^Rated \d(\.\d+)? out of 5$/ }).isVisible()).resolves.toBe(true);
      await expect(soldOutCard.getByText('Out of Stock').isVisible()).resolves.toBe(true);
      await expect(soldOutCard.getByRole('button', { name: 'Add to cart' }).isDisabled()).resolves.toBe(true);

      await saleCard.getByRole('button', { name: 'Add to cart' }).click();
      const added = page.getByText('Product added to cart successfully');
      await added.waitFor();
      const cart = await api('/v2/cart', { token: customer.token });
      expect(cart.body.data.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([
        [onSale.id, 1],
      ]);
      // Notices vanish after 3 s.
      await added.waitFor({ state: 'detached', timeout: 4500 });

      await saleCard.getByRole('button', { name: `Remove ${onSale.name} from wishlist` }).click();
      await page.getByText('Product removed from wishlist successfully').waitFor();
      await saleCard.waitFor({ state: 'detached' });
      const left = await api('/v2/wishlist', { token: customer.token });
      expect(left.body.data.map((e: { product: { id: number } }) => e.product.id)).toEqual([soldOut.id]);

      // A click on the card (not on a button) opens the product page.
      await soldOutCard.locator('.wish-card__text').click();
      await page.waitForURL((url) => url.pathname === `/product/${soldOut.id}`);
      await page.goBack();
      await soldOutCard.getByRole('button', { name: `Remove ${soldOut.name} from wishlist` }).click();
      await page.getByText('Your wishlist is empty').waitFor();
    } finally {
      await context.close();
    }
  });
});
