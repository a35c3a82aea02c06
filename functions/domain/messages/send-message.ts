import { randomUUID } from 'node:crypto';
// The class alone: reading it as `z.core.$ZodError` makes the bundler keep all of zod's core, locales included (400 KB).
import { $ZodError } from 'zod/v4/core';
import { log } from '../../lib/log';
import type { Channel } from './channels/channel-interface';
import type { MarketingRecipient } from './consent';
import { countMessageFailed } from './message-metrics';
import { putOnOutbox } from './outbox-queue';

/** The ids a log line may name beside a message's own (an order's, a return's): never its address or its text. */
export type MessageLogFields = Record<string, string | number>;

/**
 * Queues a message of `channel` on the outbox as `{ id, channel, ...message }` and returns its id, or throws: a
 * message its channel's shape refuses (a mail address outside the rule) is refused here, before it is queued, rather
 * than retried and dead-lettered later. For a request whose answer promises the message (contact).
 */
export async function queueMessage<Message extends { to: string }>(
  channel: Channel<Message>,
  message: Message,
  id: string = randomUUID(),
  marketingTo?: MarketingRecipient,
): Promise<string> {
  const body = {
    id,
    channel: channel.name,
    ...channel.message.parse(message),
    ...(marketingTo ? { marketingTo } : {}),
  };
  await putOnOutbox(JSON.stringify(body));
  return id;
}

/**
 * Queues a message that must not fail its request (an order, a status change, a payment): never throws. A `to` the
 * channel cannot reach (a land line for an SMS) is skipped with an info line; a failure to queue is logged and
 * counted in `MessagesFailed` for the channel. Log lines name the message by `<channel>_id`, never by its address
 * or text.
 */
export async function sendMessage<Message extends { to: string }>(
  channel: Channel<Message>,
  message: Message,
  fields: MessageLogFields = {},
  marketingTo?: MarketingRecipient,
): Promise<void> {
  const id = randomUUID();
  const named = { ...fields, [`${channel.name}_id`]: id };
  const address = channel.address ? channel.address(message.to) : { to: message.to };
  if ('unreachable' in address) {
    log.info(`${channel.name} skipped: ${address.unreachable}`, named);
    return;
  }
  try {
    await queueMessage(channel, { ...message, to: address.to }, id, marketingTo);
  } catch (error) {
    const reason = error instanceof $ZodError ? 'refused by the queue rule' : error;
    log.error(`${channel.name} could not be queued`, reason, named);
    countMessageFailed(channel.name);
  }
}
