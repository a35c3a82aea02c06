import { cartMessages } from '../../../../shared/messages/cart';

/** SPEC section 8 and contract S1: what the product page says after Add to cart. */
export const ADD_TO_CART_TEXT = {
  added: 'Product added to cart successfully!',
  /** The server's word for a quantity it refuses (a 422 without its own message beside the field). */
  invalidQuantity: cartMessages.quantity,
  notEnoughStock: 'Not enough stock available',
  failed: 'Failed to add product to cart',
  network: 'An error occurred while adding to cart',
} as const;
