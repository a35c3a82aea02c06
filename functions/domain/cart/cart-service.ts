import { AppError, badRequest, notFound } from '../../lib/errors';
import { getProduct } from '../catalog/products-repo';
import type { ProductRecord } from '../catalog/product-record';
import { MAX_CART_LINES, putLine, readCart, removeLine, type CartLine } from './cart-repo';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** 400 with a message that says what to do (SPEC 8 shows the server message for a 400). */
export function notEnoughStock(product: ProductRecord): AppError {
  if (product.stock <= 0) return badRequest(`Sorry, ${product.name} is out of stock.`);
  return badRequest(`Not enough stock available. Only ${product.stock} of ${product.name} left.`);
}

async function availableProduct(productId: number): Promise<ProductRecord> {
  const product = await getProduct(productId);
  if (!product) throw notFound('Product not found');
  return product;
}

export async function addToCart(userId: number, productId: number, quantity: number): Promise<CartLine> {
  const [product, cart] = await Promise.all([availableProduct(productId), readCart(userId)]);
  const existing = cart.lines.find((l) => l.productId === productId);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > product.stock) throw notEnoughStock(product);
  if (!existing && cart.lines.length >= MAX_CART_LINES) {
    throw badRequest(`Your cart can hold up to ${MAX_CART_LINES} different products. Please check out or remove some first.`);
  }
  return putLine(userId, productId, wanted, existing);
}

/** A cart line of this customer by its id; another customer's id is simply not found. */
async function ownLine(userId: number, itemId: number): Promise<CartLine> {
  const { lines } = await readCart(userId);
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw notFound(CART_ITEM_NOT_FOUND);
  return line;
}

export async function changeQuantity(userId: number, itemId: number, quantity: number): Promise<CartLine> {
  const line = await ownLine(userId, itemId);
  const product = await availableProduct(line.productId);
  if (quantity > product.stock) throw notEnoughStock(product);
  return putLine(userId, line.productId, quantity, line);
}

export async function removeFromCart(userId: number, itemId: number): Promise<void> {
  const line = await ownLine(userId, itemId);
  await removeLine(userId, line.productId);
}
