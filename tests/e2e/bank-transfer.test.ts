import { describe, expect, it } from 'vitest';
import { staffToken } from '../support/admin';
import { signInThroughForm } from '../support/admin-browser';
import { seriousFindings } from '../support/axe';
import { myOrder, payNowByBankTransfer } from '../support/bank-browser';
import { PDF, PNG } from '../support/bank-transfer';
import { browserForThisFile, newShopPage } from '../support/browser';
import { addToCart } from '../support/checkout';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

/** Staff's order page, signed in through the form. */
async function staffOrderPage(size: 'phone' | 'desktop', orderId: number) {
  const staff = await staffToken();
  const { context, page } = await newShopPage(browser(), size);
  await signInThroughForm(page, staff.email, staff.password, '/admin/orders');
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'View slip' }).waitFor();
  return { context, page };
}

describe('bank transfer with a slip, in the browser', () => {
  it.each(['desktop', 'phone'] as const)(
    'on a %s: the customer pays by transfer and uploads the slip, staff accept it',
    async (size) => {
      const shopper = await signedInCustomer(browser(), size, 'Ruwan Fernando');
      try {
        const product = await createTestProduct({
          name: `Transfer Beard Oil ${size}`,
          price: 2000,
          discount: 0,
          stock: 5,
        });
        await addToCart(shopper.customer, product.id, 1);
        await payNowByBankTransfer(shopper.page);
        const details = shopper.page.getByTestId('transfer-details');
        await details.getByText('8001234567').waitFor();
        await details.getByText('LKR 2,350.00').waitFor();
        const orderNumber = (await shopper.page.locator('.order-complete__facts dd').first().textContent())!;
        await details.getByText(orderNumber).waitFor();
        expect(await seriousFindings(shopper.page)).toEqual([]);

        await shopper.page.goto('/orders');
        const group = myOrder(shopper.page, orderNumber);
        await expect.poll(() => group.locator('strong').first().textContent()).toBe('Awaiting bank transfer slip');
        await group.getByTestId('transfer-details').waitFor();
        expect(await seriousFindings(shopper.page)).toEqual([]);
        await group.getByLabel('Bank slip (JPEG, PNG or PDF, up to 4 MB)').setInputFiles({
          name: 'slip.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await group.getByRole('button', { name: 'Upload slip' }).click();
        await expect.poll(() => group.locator('strong').first().textContent()).toBe('Slip sent: being checked');
        await group.getByRole('button', { name: 'View slip' }).waitFor();

        const orderId = Number(orderNumber.replace(/\D/g, ''));
        const staff = await staffOrderPage(size, orderId);
        try {
          const slipPopup = staff.page.waitForEvent('popup');
          await staff.page.getByRole('button', { name: 'View slip' }).click();
          const slip = await slipPopup;
          await slip.waitForLoadState();
          expect(slip.url()).toContain('X-Amz-Signature=');
          await slip.close();
          expect(await seriousFindings(staff.page)).toEqual([]);
          await staff.page.getByLabel('Bank reference (optional)').fill('COM-55120');
          await staff.page.getByRole('button', { name: 'Accept payment' }).click();
          await staff.page.getByText('Slip accepted: paid: bank reference COM-55120').waitFor();
          await expect.poll(() => staff.page.locator('.payment-tag').first().textContent()).toBe('Paid');
        } finally {
          await staff.context.close();
        }
        await shopper.page.reload();
        await expect.poll(() => group.locator('strong').first().textContent()).toBe('Paid');
      } finally {
        await shopper.context.close();
      }
    },
  );

  it('a rejected slip shows its reason in My Orders, and the customer sends another', async () => {
    const shopper = await signedInCustomer(browser(), 'phone', 'Ishara Perera');
    try {
      const product = await createTestProduct({ name: 'Transfer Hair Clay', price: 1500, discount: 0, stock: 5 });
      await addToCart(shopper.customer, product.id, 1);
      await payNowByBankTransfer(shopper.page);
      const orderNumber = (await shopper.page.locator('.order-complete__facts dd').first().textContent())!;
      await shopper.page.goto('/orders');
      const group = myOrder(shopper.page, orderNumber);
      const slipInput = group.getByLabel('Bank slip (JPEG, PNG or PDF, up to 4 MB)');
      await slipInput.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
      await group.getByRole('button', { name: 'Upload slip' }).click();
      await group.getByRole('button', { name: 'View slip' }).waitFor();

      const staff = await staffOrderPage('phone', Number(orderNumber.replace(/\D/g, '')));
      try {
        await staff.page.getByRole('button', { name: 'Reject slip' }).click();
        await staff.page.getByText('Please give a reason of 3 to 300 characters.').waitFor();
        await staff.page
          .getByLabel('Reason for rejecting (the customer reads it)')
          .fill('The slip shows another amount.');
        await staff.page.getByRole('button', { name: 'Reject slip' }).click();
        await staff.page.getByText('Slip rejected: The slip shows another amount.').waitFor();
      } finally {
        await staff.context.close();
      }

      await shopper.page.reload();
      await group.getByText('We could not accept your slip: The slip shows another amount.').waitFor();
      expect(await seriousFindings(shopper.page)).toEqual([]);
      await slipInput.setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF });
      await group.getByRole('button', { name: 'Upload slip' }).click();
      await expect.poll(() => group.locator('strong').first().textContent()).toBe('Slip sent: being checked');
    } finally {
      await shopper.context.close();
    }
  });
});
