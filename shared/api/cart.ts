import * as z from 'zod/mini';
import { CATEGORIES } from '../rules/catalogue';
import { answerLanguage } from './catalog';
import { ok } from './envelope';

const category = z.enum(CATEGORIES);

/** The variant a cart line is for (issue 20): `label` is "Size: M". */
export const lineVariant = z.object({ id: z.number(), options: z.record(z.string(), z.string()), label: z.string() });

/**
 * S2 line: `id` is the cart-line id of S3/S4; `total_price` the discounted line total (contract 6.3). For a line of a
 * variant, `product.price`, `discount` and `stock` are the variant's. `variant_id` set with `variant` null: the
 * variant was removed from its product ("This size is no longer available."); such a line has stock 0, total 0 and is
 * left out of the totals and of a checkout (decision 0054).
 */
export const cartLine = z.object({
  id: z.number(),
  product_id: z.number(),
  variant_id: z.nullable(z.number()),
  variant: z.nullable(lineVariant),
  quantity: z.number(),
  total_price: z.number(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    price: z.number(),
    /** A number, 0 when there is none: it feeds a sum (contract 0.5). */
    discount: z.number(),
    stock: z.number(),
    category,
    description: z.string(),
    image: z.nullable(z.string()),
  }),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * S2, with the cart's discount code (issue 21): `total_amount` stays the undiscounted sum; `discount_amount` is what
 * the code takes off the goods and `total_after_discount` what is left (before delivery). Asked with `?lang=`, the
 * lines' names, descriptions and variant labels are in that language and `lang` follows `status` (decision 0107).
 */
export const cartAnswer = ok({
  ...answerLanguage,
  data: z.array(cartLine),
  total_items: z.number(),
  total_amount: z.number(),
  discount_code: z.nullable(z.string()),
  discount_amount: z.number(),
  total_after_discount: z.number(),
});

/** S1 and S3: the line as it now is. */
export const cartLineChanged = ok({
  message: z.string(),
  data: z.object({ id: z.number(), product_id: z.number(), quantity: z.number() }),
});

/** S5 entry; S7 takes the product id, not this entry id (contract 7.17). */
export const wishlistEntry = z.object({
  id: z.number(),
  user_id: z.number(),
  product_id: z.number(),
  created_at: z.string(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    discount: z.number(),
    rating: z.number(),
    image: z.nullable(z.string()),
    is_in_stock: z.boolean(),
    stock: z.number(),
    category,
    /** Only for a product with variants: its lowest and highest variant price (decision 0054). */
    price_from: z.optional(z.number()),
    price_to: z.optional(z.number()),
  }),
});
export type WishlistEntry = z.infer<typeof wishlistEntry>;
