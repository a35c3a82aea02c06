import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ConsentRecord,
  ConsentSource,
  MarketingChannel,
  OrderUpdatesChannel,
} from '../../../shared/rules/consent';
import { db, tableName } from '../../lib/clients';
import type { UserRecord } from './user-record';
import { userKeys } from './user-keys';

/** The choices one request changes; a field left out keeps what is stored. */
export interface MessageChoices {
  marketing?: Partial<Record<MarketingChannel, boolean>>;
  orderUpdates?: OrderUpdatesChannel;
}

/** The user item's attribute that holds a channel's marketing choice. */
export const MARKETING_ATTRIBUTES = {
  mail: 'marketingMail',
  sms: 'marketingSms',
  whatsapp: 'marketingWhatsapp',
} as const satisfies Record<MarketingChannel, keyof UserRecord>;

/**
 * Stores a customer's message choices on their user item, each with when and where it was made (decision 0081), and
 * answers the item as it now is; null when the account is gone. `orderSms`, the order SMS switch from before
 * (decision 0063), is written beside the order updates channel so the two never disagree.
 */
export async function saveMessageChoices(
  userId: number,
  choices: MessageChoices,
  source: ConsentSource,
  at: string = new Date().toISOString(),
): Promise<UserRecord | null> {
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const set = (attribute: string, value: unknown) => {
    sets.push(`${attribute} = :${attribute}`);
    values[`:${attribute}`] = value;
  };
  for (const [channel, on] of Object.entries(choices.marketing ?? {}) as [MarketingChannel, boolean][])
    set(MARKETING_ATTRIBUTES[channel], { on, at, source } satisfies ConsentRecord);
  if (choices.orderUpdates) {
    set('orderUpdates', { channel: choices.orderUpdates, at, source });
    set('orderSms', choices.orderUpdates === 'sms');
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.user(userId),
        // With nothing to change, the condition alone says whether the account is there.
        UpdateExpression: sets.length ? `SET ${sets.join(', ')}` : 'SET updatedAt = updatedAt',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: sets.length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserRecord;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** The channel a customer's order updates go by: their choice, else the order SMS switch from before (on unless off). */
export function orderUpdatesChannelOf(user: UserRecord): OrderUpdatesChannel {
  return user.orderUpdates?.channel ?? (user.orderSms === false ? 'none' : 'sms');
}

/** Whether a customer chose marketing on a channel (off unless chosen). */
export const marketingChosen = (user: UserRecord, channel: MarketingChannel): boolean =>
  user[MARKETING_ATTRIBUTES[channel]]?.on === true;

/** Whether a customer turned marketing off on a channel (My Profile or an unsubscribe): never chosen is not off. */
export const marketingRefused = (user: UserRecord, channel: MarketingChannel): boolean =>
  user[MARKETING_ATTRIBUTES[channel]]?.on === false;

/**
 * The tickbox "Send me offers and reminders" (sign-up, checkout): marketing by e-mail and SMS, to the account's own
 * address and mobile (decision 0081). WhatsApp is chosen on its own in My Profile, as WhatsApp asks of a business.
 */
export const TICKBOX_CHANNELS = ['mail', 'sms'] as const satisfies readonly MarketingChannel[];

/** The user item's fields of a ticked tickbox, for an account made with it (sign-up). */
export function tickedOffers(source: ConsentSource, at: string = new Date().toISOString()) {
  const record: ConsentRecord = { on: true, at, source };
  return { marketingMail: record, marketingSms: record };
}
