/**
 * Every PK/SK/GSI key string of the single table is built here and nowhere else.
 * Numeric ids are zero-padded in sort keys so that text order is number order.
 */
export const pad = (n: number) => String(n).padStart(10, '0');

/** A product's own item: `PRODUCT#<id>` / `PRODUCT` (its pictures and guards are other items). */
const PRODUCT_PARTITION_PREFIX = 'PRODUCT#';
const PRODUCT_SORT_KEY = 'PRODUCT';
/** A product's reviews: one partition per product, one item per author (`USER#<id>`), so one review each. */
const REVIEWS_PARTITION_PREFIX = 'REVIEWS#';

const idAfter = (prefix: string, pk: string): number | null => {
  if (!pk.startsWith(prefix)) return null;
  const id = pk.slice(prefix.length);
  return /^\d+$/.test(id) ? Number(id) : null;
};

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
  productIdOf: (pk: string, sk: string): number | null =>
    sk === PRODUCT_SORT_KEY ? idAfter(PRODUCT_PARTITION_PREFIX, pk) : null,
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

  /** One line per product, or per product and variant (issue 20: two sizes of one tee are two lines). */
  cartLine: (userId: number, productId: number, variantId: number | null = null) => ({
    PK: `USER#${userId}`,
    SK: variantId === null ? `CART#${pad(productId)}` : `CART#${pad(productId)}#${pad(variantId)}`,
  }),
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
  /** Shards of the open day's item and of the totals (decision 0059): an order writes the one its id picks. */
  statsDayShard: (day: string, shard: number) => ({ PK: 'STATS', SK: `DAY#${day}#${String(shard).padStart(2, '0')}` }),
  statsDayShardPrefix: (day: string) => `DAY#${day}#`,
  statsTotalsShard: (shard: number) => ({ PK: 'STATS', SK: `TOTALS#${String(shard).padStart(2, '0')}` }),
  statsTotalsPrefix: 'TOTALS',

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

  review: (productId: number, userId: number) => ({
    PK: `${REVIEWS_PARTITION_PREFIX}${productId}`,
    SK: `USER#${pad(userId)}`,
  }),
  reviewsOfProduct: (productId: number) => `${REVIEWS_PARTITION_PREFIX}${productId}`,
  /** What a filter on the table's stream matches for a review item (its product's page shows it). */
  reviewItem: { partitionPrefix: REVIEWS_PARTITION_PREFIX },
  /** The product id of a review item's keys; null for any other item. */
  reviewedProductIdOf: (pk: string): number | null => idAfter(REVIEWS_PARTITION_PREFIX, pk),
  /** Every review in the shop's index, by id (newest last): the back-office list and the lookup by id. */
  reviewInShop: (id: number) => ({ GSI2PK: 'REVIEWS', GSI2SK: pad(id) }),
  reviewsIndex: 'REVIEWS',
  reviewIdSortKey: (id: number) => pad(id),
  /** A customer's reviews (their account's deletion takes them away). */
  reviewOfCustomer: (userId: number, productId: number) => ({
    GSI1PK: `USER#${userId}#REVIEWS`,
    GSI1SK: pad(productId),
  }),
  reviewsOfCustomer: (userId: number) => `USER#${userId}#REVIEWS`,
  /** A review-request mail due at `dueAt` for one delivered order (the schedule reads the ones due). */
  reviewRequest: (dueAt: string, orderId: number) => ({ PK: 'REVIEW_REQUESTS', SK: `${dueAt}#${pad(orderId)}` }),
  reviewRequestsPartition: 'REVIEW_REQUESTS',
  /** A customer who turned the review-request mails off. */
  reviewMailsOff: (userId: number) => ({ PK: `USER#${userId}`, SK: 'REVIEW_MAILS_OFF' }),
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

  /**
   * A return (issue 22) lives in its order's partition, so the order's returns are one consistent Query; the shop's
   * index lists every return by id (the back-office list and the lookup by id), the customer's index theirs.
   */
  orderReturn: (orderId: number, returnId: number) => ({ PK: `ORDER#${orderId}`, SK: `RETURN#${pad(returnId)}` }),
  orderPartition: (orderId: number) => `ORDER#${orderId}`,
  orderReturnPrefix: 'RETURN#',
  /** One per order with returns: how many were made (a new one is conditional on it) and whether one was received. */
  orderReturnsGuard: (orderId: number) => ({ PK: `ORDER#${orderId}`, SK: 'RETURNS' }),
  returnInShop: (id: number) => ({ GSI2PK: 'RETURNS', GSI2SK: pad(id) }),
  returnsIndex: 'RETURNS',
  returnIdSortKey: (id: number) => pad(id),
  returnOfCustomer: (userId: number, createdAt: string, id: number) => ({
    GSI1PK: `USER#${userId}#RETURNS`,
    GSI1SK: `${createdAt}#${pad(id)}`,
  }),
  returnsOfCustomer: (userId: number) => `USER#${userId}#RETURNS`,

  passwordReset: (email: string) => ({ PK: `RESET#${email.toLowerCase()}`, SK: 'RESET' }),
  /** Codes sent and wrong codes tried for one e-mail on one UTC day (decision 0023). */
  passwordResetDay: (email: string, day: string) => ({ PK: `RESET#${email.toLowerCase()}`, SK: `DAY#${day}` }),
  loginFailures: (email: string) => ({ PK: `LOGINFAIL#${email.toLowerCase()}`, SK: 'LOGINFAIL' }),
} as const;
