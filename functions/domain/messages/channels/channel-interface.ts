import type * as z from 'zod/mini';
import { log } from '../../../lib/log';

/**
 * A way the shop reaches a person (mail, SMS; WhatsApp next), as the outbox queues it. This half carries no client:
 * a route that queues a message imports it alone, and its bundle stays free of the service's SDK (decision 0069).
 */
export interface Channel<Message extends { to: string }> {
  /** The `channel` of its outbox messages, and the value of the `channel` dimension of its metrics. */
  readonly name: string;
  /** The message as it sits on the queue beside `id` and `channel`: checked before it is queued and when delivered. */
  readonly message: z.ZodMiniType<Message>;
  /**
   * The address the channel sends to for the `to` a flow gave (an SMS number in E.164), or why there is none: such a
   * message is skipped with an info line, not failed. Without it, `to` is queued as given and the shape decides.
   */
  address?(to: string): { to: string } | { unreachable: string };
}

/** What a channel's folder gives for its adapter: how it sends, and which answers of its service it drops. */
export interface ChannelSender<Message extends { to: string }> {
  /** Sends one message through the channel's service; a throw has the outbox queue receive it again. */
  send(message: Message, id: string | undefined): Promise<void>;
  /**
   * An answer of the service that no retry changes, as the reason to log, else undefined. Such a message is logged
   * and dropped instead of retried into the dead-letter queue. A channel without it has every failure retried and
   * then dead-lettered, for an operator to redrive once the cause is fixed.
   */
  refusedForGood?(error: unknown): string | undefined;
}

/** A channel as the outbox's consumer sees it (./registry.ts): the half that carries its client. */
export interface ChannelAdapter {
  readonly channel: Channel<{ to: string }>;
  /**
   * Reads a queued message of this channel and sends it. A throw (a message of the wrong shape, a failure worth a
   * retry) has the outbox queue try it again, and after OUTBOX_MAX_RECEIVE_COUNT receives dead-letter it.
   */
  deliver(queued: unknown, id: string | undefined): Promise<void>;
}

export function channelAdapter<Message extends { to: string }>(
  channel: Channel<Message>,
  { send, refusedForGood }: ChannelSender<Message>,
): ChannelAdapter {
  return {
    channel,
    async deliver(queued, id) {
      const message = channel.message.parse(queued);
      try {
        await send(message, id);
      } catch (error) {
        const reason = refusedForGood?.(error);
        if (reason === undefined) throw error;
        log.warn(`${channel.name} refused by the service; not retried`, { [`${channel.name}_id`]: id, reason });
      }
    },
  };
}
