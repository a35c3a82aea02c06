import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { cartItemIds, cartKeys } from './cart-keys';
import { userPartition } from '../keys';
import { catalogKeys } from '../catalog';
import { commitTransaction, TransactionLostRace } from '../../lib/transaction';

/**
 * The cart: one line per product, or per product and variant (adding again raises the quantity), under the
 * customer's partition, plus a meta item whose `version` moves on every change. Checkout is guarded by that version,
 * which also makes it idempotent.
 */
export interface CartLine {
  id: number;
  productId: number;
  /** Issue 20: the chosen variant, null for a product without variants. */
  variantId: number | null;
  quantity: number;
  addedAt: string;
}

/** What names a line in its cart: the product and the variant. */
export type LineKey = Pick<CartLine, 'productId' | 'variantId'>;
export const sameLine = (a: LineKey, b: LineKey) => a.productId === b.productId && a.variantId === b.variantId;
const lineKey = (userId: number, line: LineKey) => cartKeys.cartLine(userId, line.productId, line.variantId);

export interface CartMeta {
  version: number;
  lastOrderId?: number;
  /** The cart version right after the last checkout; equal to `version` while nothing changed since. */
  lastOrderVersion?: number;
  lastOrderAt?: string;
  /** The discount code applied to the cart (upper case), checked again at checkout. */
  discountCode?: string;
}

export interface Cart {
  lines: CartLine[];
  meta: CartMeta;
}

export const MAX_CART_LINES = 30;

/** Lines and meta in one Query: `CART#...` and `CARTMETA` share the `CART` prefix. */
export async function readCart(userId: number): Promise<Cart> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': 'CART' },
      ConsistentRead: true,
    }),
  );
  const items = out.Items ?? [];
  const metaItem = items.find((i) => i.SK === 'CARTMETA');
  const lines = items
    .filter((i) => String(i.SK).startsWith(cartKeys.cartLinePrefix))
    .map((i) => ({
      id: Number(i.id),
      productId: Number(i.productId),
      variantId: i.variantId == null ? null : Number(i.variantId),
      quantity: Number(i.quantity),
      addedAt: String(i.addedAt),
    }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  return {
    lines,
    meta: {
      version: Number(metaItem?.version ?? 0),
      lastOrderId: metaItem?.lastOrderId,
      lastOrderVersion: metaItem?.lastOrderVersion,
      lastOrderAt: metaItem?.lastOrderAt,
      discountCode: metaItem?.discountCode ?? undefined,
    },
  };
}

/**
 * Moves the cart to its next version. With `seen`, only while the cart is still at the version the change was
 * decided on, so two changes of one cart (a double click, an add during a checkout) cannot overwrite each other.
 */
export function nextVersionAction(userId: number, seen?: number, extra: Record<string, unknown> = {}) {
  const names = Object.keys(extra);
  const guarded = seen !== undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: cartKeys.cartMeta(userId),
      UpdateExpression: `SET version = if_not_exists(version, :zero) + :one${names.map((n) => `, ${n} = :${n}`).join('')}`,
      ...(guarded
        ? { ConditionExpression: seen === 0 ? 'attribute_not_exists(version) OR version = :seen' : 'version = :seen' }
        : {}),
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ...(guarded ? { ':seen': seen } : {}),
        ...Object.fromEntries(names.map((n) => [`:${n}`, extra[n]])),
      },
    },
  };
}

/** Puts a discount code on the cart, or takes it off (null); the cart moves to its next version. */
export async function setCartCode(userId: number, code: string | null): Promise<void> {
  await commitTransaction([{ write: nextVersionAction(userId, undefined, { discountCode: code }) }]);
}

/** Writes a line, only while the cart is at version `seen` (TransactionLostRace otherwise: decide again). */
export async function putLine(
  userId: number,
  key: LineKey,
  quantity: number,
  seen: number,
  existing?: CartLine,
): Promise<CartLine> {
  const line: CartLine = existing
    ? { ...existing, quantity }
    : { id: await nextId(cartItemIds), ...key, quantity, addedAt: new Date().toISOString() };
  const { variantId, ...stored } = line;
  await commitTransaction([
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...lineKey(userId, line),
            ...catalogKeys.productHolder(line.productId, 'CART', userId),
            type: 'cart-line',
            userId,
            ...stored,
            // A line of a product without variants is stored as before (no attribute).
            ...(variantId === null ? {} : { variantId }),
          },
        },
      },
    },
    { write: nextVersionAction(userId, seen), whenConditionFails: () => new TransactionLostRace() },
  ]);
  return line;
}

export async function removeLine(userId: number, line: LineKey): Promise<void> {
  await commitTransaction([
    { write: { Delete: { TableName: tableName(), Key: lineKey(userId, line) } } },
    { write: nextVersionAction(userId) },
  ]);
}

/** The transaction items that remove these lines from a cart (for a flow that empties the cart with other writes). */
export function removeLinesActions(userId: number, lines: LineKey[]) {
  return lines.map((line) => ({ Delete: { TableName: tableName(), Key: lineKey(userId, line) } }));
}
