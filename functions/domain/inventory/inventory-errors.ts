import { notifyMeMessages } from '../../../shared/rules/stock-alerts';
import { declareErrors } from '../../lib/domain-error';

/** Stock's refusals (decision 0068). */
export const inventoryErrors = declareErrors({
  /** A cart line or an order wants more units than the product has. */
  'out-of-stock': { answer: 'not-allowed' },
  /** The price or discount changed after the customer saw it: never charge a price they did not see. */
  'price-changed': { answer: 'conflict' },
  /** An admin's stock edit met a stock that orders moved meanwhile. */
  'stock-changed': { answer: 'conflict', field: 'stockQuantity' },
  /** "Tell me when it's back" on a product or size that is in stock (issue 33). */
  'in-stock': { answer: 'conflict' },
  /** "Tell me when it's back" without the size a product with sizes needs, or with one it does not sell. */
  'no-such-size': { answer: 'invalid-field', field: 'variant_id' },
  /** "Tell me when it's back" without the e-mail or phone its channel needs. */
  'no-contact': { answer: 'invalid-field' },
});

export const outOfStock = (product: { name: string; stock: number }) =>
  inventoryErrors.create(
    'out-of-stock',
    product.stock <= 0
      ? `Sorry, ${product.name} is out of stock.`
      : `Not enough stock available. Only ${product.stock} of ${product.name} left.`,
  );

export const priceChanged = (productName: string) =>
  inventoryErrors.create(
    'price-changed',
    `The price of ${productName} has just changed. Please review your cart and place the order again.`,
  );

export const stockChanged = () =>
  inventoryErrors.create(
    'stock-changed',
    'The stock of this product changed while you were editing it (an order was placed). Reload the product and try again.',
  );

export const stillInStock = () => inventoryErrors.create('in-stock', notifyMeMessages.inStock);

export const noSuchSize = (chosen: boolean) =>
  inventoryErrors.create('no-such-size', chosen ? notifyMeMessages.noSuchSize : notifyMeMessages.chooseSize);

export const noContact = (channel: 'mail' | 'sms' | 'whatsapp') =>
  channel === 'mail'
    ? inventoryErrors.create('no-contact', notifyMeMessages.email, { field: 'email' })
    : inventoryErrors.create('no-contact', notifyMeMessages.phone, { field: 'phone' });
