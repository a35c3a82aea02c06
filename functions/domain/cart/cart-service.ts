import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { cartMessages } from '../../../shared/validation/cart';
import { cartBusy, cartFull } from './cart-errors';
import { notFound, refusedValue } from '../shop-errors';
import { outOfStock } from '../inventory';
import { getProduct, hasVariants } from '../catalog';
import type { ProductRecord } from '../catalog';
import {
  MAX_CART_LINES,
  putLine,
  readCart,
  removeLine,
  sameLine,
  type Cart,
  type CartLine,
  type LineKey,
} from './cart-repo';
import { lineOffer, type LineOffer } from './line-offer';
import { notFoundMessages } from '../../../shared/api/not-found';
import { log } from '../../lib/log';
import { noteCartChanged } from '../reminders';

export const CART_ITEM_NOT_FOUND = notFoundMessages.cartItem;

async function availableProduct(productId: number): Promise<ProductRecord> {
  const product = await getProduct(productId);
  if (!product) throw notFound('Product not found');
  return product;
}

/**
 * The offer a line of this product and variant can buy, or the 422 that says what to choose: a product with
 * variants needs one of its own ("Please choose a Size.", the first option's name), a product without refuses one.
 */
function buyableOffer(product: ProductRecord, variantId: number | null): LineOffer {
  const offer = lineOffer(product, variantId);
  if (offer.buyable) return offer;
  if (!hasVariants(product)) throw refusedValue('variant_id', cartMessages.noVariants);
  throw refusedValue('variant_id', cartMessages.chooseOption(product.options![0].name));
}

/**
 * Reads the cart, decides the change and writes it under the cart version it read. A change that lost a race with
 * another change of the same cart is decided again on the cart as it is now.
 */
async function changeCart(userId: number, change: (cart: Cart) => Promise<CartLine>): Promise<CartLine> {
  const line = await retryOnLostRace(async () => change(await readCart(userId)), { whenExhausted: () => cartBusy() });
  await remindLater(userId);
  return line;
}

/** The cart changed: its reminder is due a while from now (decision 0086). A failure here never fails the change. */
async function remindLater(userId: number): Promise<void> {
  await noteCartChanged(`u${userId}`).catch((error: unknown) =>
    log.error('cart reminder not scheduled', error, { user_id: userId }),
  );
}

/** S1: the same product (and variant) again raises the line's quantity; another variant is another line. */
export async function addToCart(
  userId: number,
  productId: number,
  quantity: number,
  variantId: number | null = null,
): Promise<CartLine> {
  const product = await availableProduct(productId);
  const offer = buyableOffer(product, variantId);
  const key: LineKey = { productId, variantId };
  return changeCart(userId, async (cart) => {
    const existing = cart.lines.find((l) => sameLine(l, key));
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > offer.stock) throw outOfStock(offer);
    if (!existing && cart.lines.length >= MAX_CART_LINES) {
      throw cartFull(MAX_CART_LINES);
    }
    return putLine(userId, key, wanted, cart.meta.version, existing);
  });
}

/** A cart line of this customer by its id; another customer's id is simply not found. */
function ownLine(lines: CartLine[], itemId: number): CartLine {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw notFound(CART_ITEM_NOT_FOUND);
  return line;
}

export async function changeQuantity(userId: number, itemId: number, quantity: number): Promise<CartLine> {
  return changeCart(userId, async (cart) => {
    const line = ownLine(cart.lines, itemId);
    const product = await availableProduct(line.productId);
    const offer = lineOffer(product, line.variantId);
    if (!offer.buyable) throw refusedValue('quantity', cartMessages.variantGone);
    if (quantity > offer.stock) throw outOfStock(offer);
    return putLine(userId, line, quantity, cart.meta.version, line);
  });
}

export async function removeFromCart(userId: number, itemId: number): Promise<void> {
  const line = ownLine((await readCart(userId)).lines, itemId);
  await removeLine(userId, line);
  await remindLater(userId);
}

/** Every line of a product in a customer's cart, whatever its variant (a deleted product leaves every cart). */
export async function removeProductFromCart(userId: number, productId: number): Promise<void> {
  for (const line of (await readCart(userId)).lines.filter((l) => l.productId === productId))
    await removeLine(userId, line);
}
