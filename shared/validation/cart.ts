import * as z from 'zod/mini';
import { cartMessages } from '../messages/cart';

// Their home is shared/messages/cart.ts (the screens read them there); the cart's schema and rules find them here.
export { cartMessages };

/** A whole number from 1 to `max`, sent as a number or as digits. */
const positiveInt = (message: string, max: number) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v)),
    z
      .number({ error: message })
      .check(z.int({ error: message }), z.gte(1, { error: message }), z.lte(max, { error: message })),
  );

const productId = positiveInt(cartMessages.productId, 1e12);
const quantity = positiveInt(cartMessages.quantity, 100_000);

/** Absent or null for a product without variants; which variants a product has is the server's to check. */
const variantId = z.optional(z.nullable(positiveInt(cartMessages.variantId, 1e12)));

/** A line as S1 takes it, and as a guest's browser cart sends each of its lines (issue 32). */
export const cartLineFields = {
  product_id: productId,
  quantity,
  variant_id: variantId,
};

export const addToCartSchema = z.object(cartLineFields);

export const updateCartSchema = z.object({ quantity });

export const wishlistAddSchema = z.object({ product_id: productId });
