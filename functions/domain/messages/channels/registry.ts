import type { ChannelAdapter } from './channel-interface';
import { mailAdapter } from './mail/adapter';
import { smsAdapter } from './sms/adapter';
import { whatsAppAdapter } from './whatsapp/adapter';

/**
 * The channels the outbox delivers, by the `channel` of its messages. A new channel is a folder beside these (its
 * message shape, client, send and refusals; see mail/ and sms/) and one line here. Routes never import this list:
 * it holds every channel's client, which only the consumer carries.
 */
export const CHANNELS = {
  mail: mailAdapter,
  sms: smsAdapter,
  whatsapp: whatsAppAdapter,
} as const satisfies Record<string, ChannelAdapter>;

export type ChannelName = keyof typeof CHANNELS;

export const CHANNEL_NAMES = Object.keys(CHANNELS) as ChannelName[];

/** The adapter of a channel the registry lists, or undefined for any other name (an own key only). */
export const adapterOf = (name: string): ChannelAdapter | undefined =>
  Object.hasOwn(CHANNELS, name) ? CHANNELS[name as ChannelName] : undefined;
