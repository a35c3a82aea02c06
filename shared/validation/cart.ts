import * as z from 'zod/mini';

export const cartMessages = {
  quantity: 'Please provide valid quantity',
  productId: 'Please choose a product.',
  /** A product with variants added without one of its variants (issue 20): "Please choose a Size.". */
  chooseOption: (optionName: string) => `Please choose a ${optionName}.`,
  noVariants: 'This product has no options to choose from.',
  variantGone: 'This size is no longer available.',
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

/** Absent or null for a product without variants; which variants a product has is the server's to check. */
const variantId = z.optional(z.nullable(positiveInt('Please choose one of the product\u2019s variants.', 1e12)));

export const addToCartSchema = z.object({
  product_id: productId,
  quantity,
  variant_id: variantId,
});

export const updateCartSchema = z.object({ quantity });

export const wishlistAddSchema = z.object({ product_id: productId });
