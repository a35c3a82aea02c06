import { adapterOf, type ChannelName } from './channels/registry';
import type { MarketingRecipient } from './consent';
import { UNKNOWN_CHANNEL } from './message-metrics';

export interface OutboxMessage {
  channel: string;
  /** Absent only on mails queued before mails had ids. */
  id?: string;
  /** The channel's own fields, for its shape to read. */
  message: Record<string, unknown>;
  /** On a marketing message: whom it is for, so the consumer asks again at send time (decision 0081). */
  marketingTo?: MarketingRecipient;
}

/**
 * Reads a body from the outbox: `{ id, channel, ...message }`. Bodies queued before the outbox had channels are
 * read as they were meant: `{ kind: "sms", id, to, text }` is an SMS, anything else without `channel` a mail (the
 * first mails had neither `kind` nor `id`). Throws on a body that is not a JSON object.
 */
export function readOutboxMessage(body: string): OutboxMessage {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('An outbox message is a JSON object');
  const { id, channel, kind, marketingTo, ...message } = parsed as Record<string, unknown>;
  return {
    channel: channel === undefined ? (kind === 'sms' ? 'sms' : 'mail') : String(channel),
    id: typeof id === 'string' ? id : undefined,
    message,
    ...(marketingTo === undefined ? {} : { marketingTo: marketingRecipient(marketingTo) }),
  };
}

/** A marketing message's recipient as queued; anything else throws (retried, then dead-lettered: never sent unasked). */
function marketingRecipient(value: unknown): MarketingRecipient {
  const v = value as Record<string, unknown> | null;
  const asked = v?.asked === true ? { asked: true as const } : {};
  if (typeof v?.userId === 'number' && Number.isInteger(v.userId)) return { userId: v.userId, ...asked };
  if (typeof v?.contact === 'string' && v.contact) return { contact: v.contact, ...asked };
  throw new Error('A marketing message names its recipient by userId or contact');
}

/**
 * What a log line and a metric name a queued body by, never its address or text: its channel (one the registry
 * lists, else `unknown`) and the fields `channel` and `<channel>_id`. Never throws.
 */
export function outboxLabel(body: string): {
  channel: ChannelName | typeof UNKNOWN_CHANNEL;
  fields: Record<string, string | undefined>;
} {
  const read = readableOrUndefined(body);
  const channel = read && adapterOf(read.channel) ? (read.channel as ChannelName) : UNKNOWN_CHANNEL;
  return { channel, fields: { channel, [`${channel}_id`]: read?.id } };
}

function readableOrUndefined(body: string): OutboxMessage | undefined {
  try {
    return readOutboxMessage(body);
  } catch {
    return undefined;
  }
}
