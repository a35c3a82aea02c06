/**
 * The shop's own CloudWatch metrics (embedded metric format, decisions 0034 and 0050), named here so the functions
 * that count them and the stack's dashboard agree. Each is one series: the only dimension is `service`, one value
 * for every function, because every extra dimension value is another custom metric ($0.30 a month each).
 */
export const SHOP_METRICS_NAMESPACE = 'KesaraShop';
export const SHOP_SERVICE_NAME = 'kesara-shop';

/**
 * - `OrdersPlaced`: the shop is selling; an operator reads it beside the API's 5xx (no errors and no orders for a
 *   day means checkout or payment is broken in a way no error shows).
 * - `CheckoutConflictsRetried`: when to shard the day's aggregate item (decision 0007).
 * - `MailsFailed`: mail trouble the dead-letter alarm does not see yet (attempts that will be retried) or never sees
 *   (a mail that could not be queued, a payment mail that failed).
 * Published only when counted, so a shop where nobody buys pays nothing for them.
 */
export const SHOP_METRICS = ['OrdersPlaced', 'CheckoutConflictsRetried', 'MailsFailed'] as const;
export type ShopMetric = (typeof SHOP_METRICS)[number];
