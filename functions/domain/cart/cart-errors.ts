import { declareErrors } from '../../lib/domain-error';

/** The cart's refusals (decision 0068). */
export const cartErrors = declareErrors({
  'cart-empty': { answer: 'not-allowed' },
  'cart-full': { answer: 'not-allowed' },
  /** The cart moved on (another submission, another window) between reading it and writing the order. */
  'cart-changed': { answer: 'conflict' },
  /** A cart change kept losing races with other changes of the same cart. */
  'cart-busy': { answer: 'conflict' },
});

export const cartEmpty = () =>
  cartErrors.create('cart-empty', 'Your cart is empty. Add a product before checking out.');

export const cartFull = (maxLines: number) =>
  cartErrors.create(
    'cart-full',
    `Your cart can hold up to ${maxLines} different products. Please check out or remove some first.`,
  );

export const cartChanged = () =>
  cartErrors.create(
    'cart-changed',
    'Your cart changed while the order was being placed. Please review your cart and try again.',
  );

export const cartBusy = () =>
  cartErrors.create('cart-busy', 'Your cart is being changed in another window. Please try again.');
