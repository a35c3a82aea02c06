import { callApi } from '../../lib/api';
import { useCartCount } from '../../lib/cart-count';
import { useSession } from '../../lib/session';
import { outcomeOfError, type ShopOutcome } from './outcome';

/** SPEC section 8 and contract S1: what the product page says after Add to cart. */
export const ADD_TO_CART_TEXT = {
  added: 'Product added to cart successfully!',
  invalidQuantity: 'Please provide valid quantity',
  notEnoughStock: 'Not enough stock available',
  failed: 'Failed to add product to cart',
  network: 'An error occurred while adding to cart',
} as const;

/**
 * S1 POST /v2/cart/add for the signed-in customer. Without a session it does not call the API and answers
 * `signin`. Failure messages are the product page's (SPEC 8); callers with their own texts switch on `kind`.
 */
export async function addToCart(productId: number, quantity: number): Promise<ShopOutcome> {
  if (!useSession.getState().token) return { kind: 'signin' };
  try {
    const body = await callApi('cart-add', { body: { product_id: productId, quantity } });
    // The product page counts any truthy status as success (contract 0.4); a falsy one shows the server's message.
    if (body?.status) {
      void useCartCount.getState().refresh();
      return { kind: 'ok' };
    }
    return { kind: 'failed', message: typeof body?.message === 'string' && body.message ? body.message : ADD_TO_CART_TEXT.failed };
  } catch (error) {
    return outcomeOfError(error, (e) => {
      if (!e || e.status === undefined) return ADD_TO_CART_TEXT.network;
      if (e.status === 422) return ADD_TO_CART_TEXT.invalidQuantity;
      if (e.status === 400) return e.serverMessage ?? ADD_TO_CART_TEXT.notEnoughStock;
      return ADD_TO_CART_TEXT.failed;
    });
  }
}
