import { backoff } from '../../lib/backoff';
import { TransactionLostRace } from '../../lib/transaction';
import { CartBusy, CartFull, NotFound, OutOfStock } from '../errors';
import { getProduct } from '../catalog';
import type { ProductRecord } from '../catalog';
import { MAX_CART_LINES, putLine, readCart, removeLine, type Cart, type CartLine } from './cart-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const CART_ITEM_NOT_FOUND = notFoundMessages.cartItem;
const CART_RETRIES = 8;

async function availableProduct(productId: number): Promise<ProductRecord> {
  const product = await getProduct(productId);
  if (!product) throw new NotFound('Product not found');
  return product;
}

/**
 * Reads the cart, decides the change and writes it under the cart version it read. A change that lost a race with
 * another change of the same cart is decided again on the cart as it is now.
 */
async function changeCart(userId: number, change: (cart: Cart) => Promise<CartLine>): Promise<CartLine> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await change(await readCart(userId));
    } catch (error) {
      if (!(error instanceof TransactionLostRace)) throw error;
      if (attempt >= CART_RETRIES) throw new CartBusy();
      await backoff(attempt);
    }
  }
}

export async function addToCart(userId: number, productId: number, quantity: number): Promise<CartLine> {
  const product = await availableProduct(productId);
  return changeCart(userId, async (cart) => {
    const existing = cart.lines.find((l) => l.productId === productId);
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > product.stock) throw new OutOfStock(product);
    if (!existing && cart.lines.length >= MAX_CART_LINES) {
      throw new CartFull(MAX_CART_LINES);
    }
    return putLine(userId, productId, wanted, cart.meta.version, existing);
  });
}

/** A cart line of this customer by its id; another customer's id is simply not found. */
function ownLine(lines: CartLine[], itemId: number): CartLine {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw new NotFound(CART_ITEM_NOT_FOUND);
  return line;
}

export async function changeQuantity(userId: number, itemId: number, quantity: number): Promise<CartLine> {
  return changeCart(userId, async (cart) => {
    const line = ownLine(cart.lines, itemId);
    const product = await availableProduct(line.productId);
    if (quantity > product.stock) throw new OutOfStock(product);
    return putLine(userId, line.productId, quantity, cart.meta.version, line);
  });
}

export async function removeFromCart(userId: number, itemId: number): Promise<void> {
  const line = ownLine((await readCart(userId)).lines, itemId);
  await removeLine(userId, line.productId);
}
