import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsentRecord, ConsentSource, MarketingChannel } from '../../../shared/rules/consent';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import { db, tableName } from '../../lib/clients';
import { messagesKeys } from './messages-keys';

/** One key per person: a phone however typed is kept in E.164 (an e-mail's case is the key builder's). */
const keyOf = (channel: MarketingChannel, address: string) =>
  messagesKeys.contactConsent(channel, channel === 'mail' ? address : (smsNumber(address) ?? address));

/**
 * A guest's marketing choice for one address (decision 0081): the order's e-mail and phone when they ticked "Send me
 * offers and reminders" at the guest checkout, and off again when they unsubscribe. The order keeps its own copy.
 */
export async function setContactConsent(
  channel: MarketingChannel,
  address: string,
  on: boolean,
  source: ConsentSource,
  at: string = new Date().toISOString(),
): Promise<void> {
  const record: ConsentRecord = { on, at, source };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keyOf(channel, address), ...record } }));
}

/** Whether this address agreed to marketing on this channel (off unless it did, and not since unsubscribed). */
export async function contactConsented(channel: MarketingChannel, address: string): Promise<boolean> {
  return (await contactChoice(channel, address))?.on === true;
}

/** Whether this address turned marketing off on this channel (an unsubscribe): never chosen is not off. */
export async function contactRefused(channel: MarketingChannel, address: string): Promise<boolean> {
  return (await contactChoice(channel, address))?.on === false;
}

async function contactChoice(channel: MarketingChannel, address: string): Promise<ConsentRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keyOf(channel, address),
      ConsistentRead: true,
    }),
  );
  return Item as ConsentRecord | undefined;
}
