import { pad } from '../keys';

/** The size a key names: a variant's id, or `ALL` for a product without sizes. */
const sizeOf = (variantId: number | null) => (variantId === null ? 'ALL' : String(variantId));

/** Where stock keeps what it remembers besides the product item's own stock (decision 0068). */
export const inventoryKeys = {
  /** The stock a back-office session saw when it opened a product's form (the older client does not send it back). */
  stockSeen: (sessionId: string, productId: number) => ({
    PK: `SESSION#${sessionId}`,
    SK: `STOCKSEEN#${pad(productId)}`,
  }),
  /** The subscribers of one product's size (issue 33): one item per channel and contact, so a second is the first. */
  stockSubscribers: (productId: number, variantId: number | null) => `NOTIFYME#${pad(productId)}#${sizeOf(variantId)}`,
  stockSubscription: (productId: number, variantId: number | null, channel: string, contact: string) => ({
    PK: inventoryKeys.stockSubscribers(productId, variantId),
    SK: `${channel}#${contact}`,
  }),
  /** Subscriptions made from one address in one hour (`2025-03-01T10`): at most 10. */
  notifyMeHour: (address: string, hour: string) => ({ PK: `NOTIFYMERATE#${address}`, SK: `HOUR#${hour}` }),
  /** A product's sizes whose low stock admins were mailed about (one item each, removed when it is above again). */
  lowStockAlerts: (productId: number) => `LOWSTOCK#${pad(productId)}`,
  lowStockAlert: (productId: number, variantId: number | null) => ({
    PK: inventoryKeys.lowStockAlerts(productId),
    SK: `SIZE#${sizeOf(variantId)}`,
  }),
} as const;
