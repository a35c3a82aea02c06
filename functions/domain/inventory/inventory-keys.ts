import { pad } from '../keys';

/** Where stock keeps what it remembers besides the product item's own stock (decision 0068). */
export const inventoryKeys = {
  /** The stock a back-office session saw when it opened a product's form (the older client does not send it back). */
  stockSeen: (sessionId: string, productId: number) => ({
    PK: `SESSION#${sessionId}`,
    SK: `STOCKSEEN#${pad(productId)}`,
  }),
} as const;
