/**
 * Every PK/SK/GSI key string of the single table is built here and nowhere else.
 * Numeric ids are zero-padded in sort keys so that text order is number order.
 */
export const pad = (n: number) => String(n).padStart(10, '0');

/** A product's own item: `PRODUCT#<id>` / `PRODUCT` (its pictures and guards are other items). */
const PRODUCT_PARTITION_PREFIX = 'PRODUCT#';
const PRODUCT_SORT_KEY = 'PRODUCT';

export const keys = {
  counter: (entity: string) => ({ PK: 'COUNTER', SK: entity }),

  user: (id: number) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  userByRole: (userType: string, createdAt: string, id: number) => ({
    GSI1PK: `ROLE#${userType}`,
    GSI1SK: `${createdAt}#${pad(id)}`,
  }),
  roleIndex: (userType: string) => `ROLE#${userType}`,
  emailGuard: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),

  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' }),
  sessionsOfUser: (userId: number) => `USER#${userId}#SESSIONS`,

  product: (id: number) => ({ PK: `${PRODUCT_PARTITION_PREFIX}${id}`, SK: PRODUCT_SORT_KEY }),
  /** What a filter on the table's stream matches for a product item (infra/web/page-renderer.ts). */
  productItem: { partitionPrefix: PRODUCT_PARTITION_PREFIX, sortKey: PRODUCT_SORT_KEY },
  /** The product id of a product item's keys; null for any other item. */
  productIdOf: (pk: string, sk: string): number | null => {
    if (sk !== PRODUCT_SORT_KEY || !pk.startsWith(PRODUCT_PARTITION_PREFIX)) return null;
    const id = pk.slice(PRODUCT_PARTITION_PREFIX.length);
    return /^\d+$/.test(id) ? Number(id) : null;
  },
  productInCategory: (category: string, id: number) => ({ GSI1PK: `CATEGORY#${category}`, GSI1SK: pad(id) }),
  categoryIndex: (category: string) => `CATEGORY#${category}`,
  productInCatalogue: (id: number) => ({ GSI2PK: 'PRODUCTS', GSI2SK: pad(id) }),
  catalogueIndex: 'PRODUCTS',
  skuGuard: (sku: string) => ({ PK: `SKU#${sku.toUpperCase()}`, SK: 'SKU' }),
  seedMarker: (name: string) => ({ PK: 'SEED', SK: name }),
  contactMessage: (month: string, createdAt: string, id: number) => ({
    PK: `CONTACT#${month}`,
    SK: `${createdAt}#${pad(id)}`,
  }),

  cartLine: (userId: number, productId: number) => ({ PK: `USER#${userId}`, SK: `CART#${pad(productId)}` }),
  cartMeta: (userId: number) => ({ PK: `USER#${userId}`, SK: 'CARTMETA' }),
  userPartition: (userId: number) => `USER#${userId}`,
  cartLinePrefix: 'CART#',
  wish: (userId: number, productId: number) => ({ PK: `USER#${userId}`, SK: `WISH#${pad(productId)}` }),
  wishPrefix: 'WISH#',

  order: (id: number) => ({ PK: `ORDER#${id}`, SK: 'ORDER' }),
  orderOfCustomer: (userId: number, createdAt: string, id: number) => ({
    GSI1PK: `USER#${userId}#ORDERS`,
    GSI1SK: `${createdAt}#${pad(id)}`,
  }),
  ordersOfCustomer: (userId: number) => `USER#${userId}#ORDERS`,
  /** The shop's order index sorts by queue rank (pending 2, on its way 1, finished 0), then by time. */
  orderInShop: (rank: number, createdAt: string, id: number) => ({
    GSI2PK: 'ORDERS',
    GSI2SK: `${rank}#${createdAt}#${pad(id)}`,
  }),
  ordersIndex: 'ORDERS',
  ordersOfRank: (rank: number) => `${rank}#`,

  /** Daily aggregates (decision 0007): one item per Colombo day, and one running total. */
  statsDay: (day: string) => ({ PK: 'STATS', SK: `DAY#${day}` }),
  statsPartition: 'STATS',
  statsDaySortKey: (day: string) => `DAY#${day}`,
  statsTotals: { PK: 'STATS', SK: 'TOTALS' },

  /** Reverse entries on cart lines and wishlist entries, so a deleted product can be taken out of every one. */
  productHolder: (productId: number, kind: 'CART' | 'WISH', userId: number) => ({
    GSI2PK: `HOLDERS#${pad(productId)}`,
    GSI2SK: `${kind}#${pad(userId)}`,
  }),
  productHolders: (productId: number) => `HOLDERS#${pad(productId)}`,
  /** The stock a back-office session saw when it opened a product's form (the older client does not send it back). */
  stockSeen: (sessionId: string, productId: number) => ({
    PK: `SESSION#${sessionId}`,
    SK: `STOCKSEEN#${pad(productId)}`,
  }),

  /** A discount code's own item, listed in GSI2 under `CODES`; its partition also holds its uses. */
  discountCode: (code: string) => ({ PK: `CODE#${code}`, SK: 'CODE' }),
  codeInList: (code: string) => ({ GSI2PK: 'CODES', GSI2SK: code }),
  codesIndex: 'CODES',
  /** How many standing orders one customer placed with a code (the per-customer limit's counter). */
  codeCustomer: (code: string, userId: number) => ({ PK: `CODE#${code}`, SK: `USER#${pad(userId)}` }),
  /** One order's use of a code: its amount, and whether a cancel gave it back. */
  codeOrder: (code: string, orderId: number) => ({ PK: `CODE#${code}`, SK: `ORDER#${pad(orderId)}` }),
  codeOrderPrefix: 'ORDER#',
  /** The times of one customer's recent refused codes (the guessing limit). */
  codeGuesses: (userId: number) => ({ PK: `USER#${userId}`, SK: 'CODEGUESSES' }),

  passwordReset: (email: string) => ({ PK: `RESET#${email.toLowerCase()}`, SK: 'RESET' }),
  /** Codes sent and wrong codes tried for one e-mail on one UTC day (decision 0023). */
  passwordResetDay: (email: string, day: string) => ({ PK: `RESET#${email.toLowerCase()}`, SK: `DAY#${day}` }),
  loginFailures: (email: string) => ({ PK: `LOGINFAIL#${email.toLowerCase()}`, SK: 'LOGINFAIL' }),
} as const;
