import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isLanguage, type Language } from '../../../shared/rules/languages';
import type { NotifyMeChannel } from '../../../shared/rules/stock-alerts';
import { db, tableName } from '../../lib/clients';
import { inventoryKeys } from './inventory-keys';

/**
 * One "Tell me when it's back" (issue 33, decision 0085): who (an account, or a guest's contact), on which channel and
 * address, for which product and size, and when and where they asked: their consent to that one message.
 */
export interface StockSubscription {
  productId: number;
  variantId: number | null;
  channel: NotifyMeChannel;
  /** The e-mail (lower case) or the mobile in E.164 the message goes to. */
  contact: string;
  /** A signed-in customer's account: their choices on that channel decide, as for any marketing. */
  userId?: number;
  subscribedAt: string;
  /** Where the consent was given. */
  source: 'product-page';
  /**
   * The language the subscriber asked in (issue 34); absent when none was sent: a signed-in customer's account's
   * language at the time of the message, a guest's English.
   */
  language?: Language;
}

/** Keeps a subscription unless the same contact already has one for that size; answers the one kept. */
export async function subscribeToStock(sub: StockSubscription): Promise<StockSubscription> {
  const Key = inventoryKeys.stockSubscription(sub.productId, sub.variantId, sub.channel, sub.contact);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...Key, type: 'stock-subscription', ...sub },
        ConditionExpression: 'attribute_not_exists(PK)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return sub;
  } catch (error) {
    // The document client leaves the old item of a failed condition in DynamoDB's own shape.
    if (error instanceof ConditionalCheckFailedException && error.Item) return subscriptionOf(unmarshall(error.Item));
    throw error;
  }
}

/** Everyone waiting for one product's size (`null`: a product without sizes). */
export async function stockSubscribers(productId: number, variantId: number | null): Promise<StockSubscription[]> {
  const out: StockSubscription[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': inventoryKeys.stockSubscribers(productId, variantId) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(page.Items ?? []).map(subscriptionOf));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/**
 * Ends a subscription, and answers whether THIS call ended it: the conditional delete succeeds once however many
 * restocks race, so whoever ends it sends its one message (decision 0085).
 */
export async function endSubscription(sub: StockSubscription): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: inventoryKeys.stockSubscription(sub.productId, sub.variantId, sub.channel, sub.contact),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Subscriptions from one address within the hour, at most `limit`; answers false (nothing counted) past it. */
export async function countNotifyMe(address: string, limit: number, now = new Date()): Promise<boolean> {
  const hour = now.toISOString().slice(0, 13);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: inventoryKeys.notifyMeHour(address, hour),
        UpdateExpression: 'ADD tries :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(tries) OR tries < :limit',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': Math.floor(now.getTime() / 1000) + 7200 },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

function subscriptionOf(item: Record<string, unknown>): StockSubscription {
  return {
    productId: Number(item.productId),
    variantId: item.variantId === null || item.variantId === undefined ? null : Number(item.variantId),
    channel: item.channel as NotifyMeChannel,
    contact: String(item.contact),
    ...(item.userId === undefined ? {} : { userId: Number(item.userId) }),
    subscribedAt: String(item.subscribedAt),
    source: 'product-page',
    ...(isLanguage(item.language) ? { language: item.language } : {}),
  };
}
