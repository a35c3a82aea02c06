/**
 * The shop's own CloudWatch metrics (embedded metric format, decisions 0034 and 0050), named here so the functions
 * that count them and the stack's dashboard agree. Every dimension value is another custom metric ($0.30 a month
 * each, only for a month in which it is counted), so dimensions are few: `service`, one value for every function,
 * and for the outbox's metrics the message's `channel`.
 */
export const SHOP_METRICS_NAMESPACE = 'KesaraShop';
export const SHOP_SERVICE_NAME = 'kesara-shop';

/**
 * One series each (dimension `service`):
 * - `OrdersPlaced`: the shop is selling; an operator reads it beside the API's 5xx (no errors and no orders for a
 *   day means checkout or payment is broken in a way no error shows).
 * - `CheckoutConflictsRetried`: when to shard the day's aggregate item (decision 0007).
 * Published only when counted, so a shop where nobody buys pays nothing for them.
 */
export const SHOP_METRICS = ['OrdersPlaced', 'CheckoutConflictsRetried'] as const;
export type ShopMetric = (typeof SHOP_METRICS)[number];

/**
 * One series per channel (dimensions `service` and `channel`, decision 0069):
 * - `MessagesFailed`: message trouble the dead-letter alarm does not see yet (attempts that will be retried) or never
 *   sees (a message that could not be queued, a payment mail that failed), by the channel it was for; `unknown` for
 *   a queued body the consumer could not read as any channel's.
 */
export const CHANNEL_METRICS = ['MessagesFailed'] as const;
export type ChannelMetric = (typeof CHANNEL_METRICS)[number];
export const CHANNEL_DIMENSION = 'channel';
