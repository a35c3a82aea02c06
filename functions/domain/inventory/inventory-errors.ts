import { declareErrors } from '../../lib/domain-error';

/** Stock's refusals (decision 0068). */
export const inventoryErrors = declareErrors({
  /** A cart line or an order wants more units than the product has. */
  'out-of-stock': { answer: 'not-allowed' },
  /** The price or discount changed after the customer saw it: never charge a price they did not see. */
  'price-changed': { answer: 'conflict' },
  /** An admin's stock edit met a stock that orders moved meanwhile. */
  'stock-changed': { answer: 'conflict', field: 'stockQuantity' },
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
