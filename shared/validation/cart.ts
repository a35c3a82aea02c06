import * as z from 'zod';

export const cartMessages = {
  quantity: 'Please provide valid quantity',
  productId: 'Please choose a product.',
} as const;

const positiveInt = (message: string, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }));

const productId = positiveInt(cartMessages.productId, 1e12);
const quantity = positiveInt(cartMessages.quantity, 100_000);

export const addToCartSchema = z.object({
  product_id: productId,
  quantity,
});

export const updateCartSchema = z.object({ quantity });

export const wishlistAddSchema = z.object({ product_id: productId });
