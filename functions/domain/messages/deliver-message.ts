import { adapterOf } from './channels/registry';
import { readOutboxMessage } from './read-outbox-message';

/**
 * What the outbox's consumer does with one queued body (the SQS function and the local queue alike): reads it and
 * hands it to its channel's adapter, which checks its shape and sends it. A body that is not a message of a listed
 * channel throws, like a failed send: the queue tries it again and then dead-letters it.
 */
export async function deliverMessage(body: string): Promise<void> {
  const { channel, id, message } = readOutboxMessage(body);
  const adapter = adapterOf(channel);
  if (!adapter) throw new Error(`No channel "${channel}" is listed in the registry`);
  await adapter.deliver(message, id);
}
