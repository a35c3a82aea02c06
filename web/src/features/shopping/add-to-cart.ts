import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api';
import { useCustomerToken } from '../../lib/account-scope';
import { useSession } from '../../lib/session';
import { cartMessages } from '../../../../shared/messages/cart';
import { cartKeys } from '../cart';
import { outcomeOfError, type ShopOutcome } from './outcome';

/** SPEC section 8 and contract S1: what the product page says after Add to cart. */
export const ADD_TO_CART_TEXT = {
  added: 'Product added to cart successfully!',
  /** The server's word for a quantity it refuses (a 422 without its own message beside the field). */
  invalidQuantity: cartMessages.quantity,
  notEnoughStock: 'Not enough stock available',
  failed: 'Failed to add product to cart',
  network: 'An error occurred while adding to cart',
} as const;

/** A 2xx with a falsy `status`: the product page shows the server's message (contract 0.4). */
class AddRefused extends Error {}

interface CartAdd {
  productId: number;
  quantity: number;
  /** Sent only for a product with variants: the route refuses it for one without (issue 20). */
  variantId?: number;
}

/** S1 POST /v2/cart/add. */
async function addToCart({ productId, quantity, variantId }: CartAdd): Promise<void> {
  const request = { product_id: productId, quantity, ...(variantId === undefined ? {} : { variant_id: variantId }) };
  const body = await callApi('cart-add', { body: request });
  // The product page counts any truthy status as success (contract 0.4).
  if (!body?.status)
    throw new AddRefused(typeof body?.message === 'string' && body.message ? body.message : ADD_TO_CART_TEXT.failed);
}

/** The route's own words about the variant ("Please choose a Size."): a 422 naming the `variant_id` field. */
function variantRefusal(error: ApiError): string | undefined {
  const field = error.fieldErrors?.variant_id;
  return Array.isArray(field) ? field[0] : field;
}

function outcomeOf(error: unknown): ShopOutcome {
  if (error instanceof AddRefused) return { kind: 'failed', message: error.message };
  return outcomeOfError(error, (e) => {
    if (!e || e.status === undefined) return ADD_TO_CART_TEXT.network;
    if (e.status === 422) return variantRefusal(e) ?? ADD_TO_CART_TEXT.invalidQuantity;
    if (e.status === 400) return e.serverMessage ?? ADD_TO_CART_TEXT.notEnoughStock;
    return ADD_TO_CART_TEXT.failed;
  });
}

/**
 * Add to cart for the signed-in customer; the cart (and the count in the navigation bar) is asked again after.
 * Without a session it does not call the API and answers `signin`. Failure messages are the product page's
 * (SPEC 8); callers with their own texts switch on `kind`.
 */
export function useAddToCart(): (productId: number, quantity: number, variantId?: number) => Promise<ShopOutcome> {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  const { mutateAsync } = useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart(token) }),
  });
  return async (productId, quantity, variantId) => {
    if (!useSession.getState().token) return { kind: 'signin' };
    try {
      await mutateAsync({ productId, quantity, variantId });
      return { kind: 'ok' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
}
