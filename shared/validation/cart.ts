import * as z from 'zod/mini';

export const cartMessages = {
  quantity: 'Please provide valid quantity',
  productId: 'Please choose a product.',
} as const;

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

export const addToCartSchema = z.object({
  product_id: productId,
  quantity,
});

export const updateCartSchema = z.object({ quantity });

export const wishlistAddSchema = z.object({ product_id: productId });
