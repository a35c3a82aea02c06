import { log } from '../../lib/log';
import type { MarketingChannel } from '../../../shared/rules/consent';
import { adapterOf } from './channels/registry';
import { mayMarket } from './consent';
import { readOutboxMessage } from './read-outbox-message';

/**
 * What the outbox's consumer does with one queued body (the SQS function and the local queue alike): reads it and
 * hands it to its channel's adapter, which checks its shape and sends it. A body that is not a message of a listed
 * channel throws, like a failed send: the queue tries it again and then dead-letters it. A marketing message is sent
 * only if its recipient still agrees now: an unsubscribe that came after it was queued stops it (decision 0081).
 */
export async function deliverMessage(body: string): Promise<void> {
  const { channel, id, message, marketingTo } = readOutboxMessage(body);
  const adapter = adapterOf(channel);
  if (!adapter) throw new Error(`No channel "${channel}" is listed in the registry`);
  if (marketingTo && !(await mayMarket(marketingTo, channel as MarketingChannel))) {
    log.info(`${channel} dropped: its recipient no longer agrees to marketing`, { [`${channel}_id`]: id });
    return;
  }
  await adapter.deliver(message, id);
}
