import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCustomerToken } from '../../../lib/account-scope';
import { ApiError, callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { cartKeys, useGuestCart } from '../../cart';
import { ADD_TO_CART_TEXT } from '../add-to-cart-texts';
import { outcomeOfError, type ShopOutcome } from '../outcome';

/** A 2xx with a falsy `status`: the product page shows the server's message (contract 0.4). */
class AddRefused extends Error {}

export interface CartAdd {
  productId: number;
  quantity: number;
  /** Sent only for a product with variants: the route refuses it for one without (issue 20). */
  variantId?: number;
}

/** S1 POST /v2/cart/add. */
export async function addToCart({ productId, quantity, variantId }: CartAdd): Promise<void> {
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
 * Add to cart: into the signed-in customer's cart, whose answer (and the count in the navigation bar) is asked again
 * after; without a session into the browser's cart (issue 32), which the server prices when it is shown. Failure messages are the product page's
 * (SPEC 8); callers with their own texts switch on `kind`. `adding`: the add on its way, if any.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const token = useCustomerToken();
  const mutation = useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart(token) }),
  });
  const add = async (productId: number, quantity: number, variantId?: number): Promise<ShopOutcome> => {
    if (!useSession.getState().token) {
      useGuestCart.getState().add(productId, quantity, variantId ?? null);
      return { kind: 'ok' };
    }
    try {
      await mutation.mutateAsync({ productId, quantity, variantId });
      return { kind: 'ok' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
  return { add, adding: mutation.isPending ? mutation.variables : undefined };
}
