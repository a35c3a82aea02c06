/**
 * What the single table's keys share across areas. Each area builds its own keys in its folder (`<area>-keys.ts`,
 * decision 0068); only the parts several areas write are here. Numeric ids are zero-padded in sort keys so that
 * text order is number order.
 */
export const pad = (n: number) => String(n).padStart(10, '0');

/** The numeric id after `prefix` in a key; null for a key without that prefix or id. */
export const idAfter = (prefix: string, key: string): number | null => {
  if (!key.startsWith(prefix)) return null;
  const id = key.slice(prefix.length);
  return /^\d+$/.test(id) ? Number(id) : null;
};

/** A user's partition: their profile (users), and their cart, wishlist and settings that other areas keep there. */
export const userPartition = (userId: number) => `USER#${userId}`;

/** A product's own item (`PRODUCT#<id>` / `PRODUCT`): the catalog writes it, inventory's stock moves update it. */
export const PRODUCT_PARTITION_PREFIX = 'PRODUCT#';
export const PRODUCT_SORT_KEY = 'PRODUCT';
export const productKey = (id: number) => ({ PK: `${PRODUCT_PARTITION_PREFIX}${id}`, SK: PRODUCT_SORT_KEY });
