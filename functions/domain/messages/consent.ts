import type { MarketingChannel } from '../../../shared/rules/consent';
import { reviewMailsAreOff } from '../reviews';
import { getUser, marketingChosen, marketingRefused, orderUpdatesChannelOf, type UserRecord } from '../users';
import type { ChannelName } from './channels/registry';
import { contactConsented, contactRefused } from './contact-consent';

/** What a message to a customer is about: their choices are kept per kind. */
export type MessageKind = 'order-update' | 'review-request' | 'marketing' | 'asked-for';

/** The customer a message is for; `user` when the caller has just read their user item (checkout), which saves a read. */
export interface Recipient {
  /** Absent for a guest (issue 32): no profile holds a choice, so order news reaches them as it reaches a default. */
  userId?: number;
  user?: UserRecord;
  /** A guest's address on the channel (e-mail, or phone in E.164): their marketing choice is kept by it. */
  contact?: string;
}

/**
 * Who a marketing message names on the outbox, so the consumer can ask again at send time: an account or an address.
 * `asked`: the person asked for this one message ("Tell me when it's back", decision 0085), which is their consent to
 * it; only a channel they turned off stops it.
 */
export type MarketingRecipient = ({ userId: number } | { contact: string }) & { asked?: true };

type Rule = (recipient: Recipient) => boolean | Promise<boolean>;

const customerOf = async ({ userId, user }: Recipient) =>
  userId === undefined ? undefined : (user ?? (await getUser(userId)));

/** Order updates go by the one channel the customer chose (SMS unless they chose otherwise); a guest's by SMS. */
const orderUpdatesBy =
  (channel: 'sms' | 'whatsapp'): Rule =>
  async (recipient) => {
    if (recipient.userId === undefined) return channel === 'sms';
    // An order whose account is gone is still texted, as it is still mailed.
    const customer = await customerOf(recipient);
    return (customer ? orderUpdatesChannelOf(customer) : 'sms') === channel;
  };

/**
 * Marketing only to whom chose it on that channel (decision 0081): an account by its switch (sign-up, checkout, My
 * Profile), a guest by the address they gave at checkout; an unsubscribe turns either off. Read from the table each
 * time, so the outbox's consumer, asking again at send time, sees an unsubscribe that came after the message was queued.
 */
const marketingBy =
  (channel: MarketingChannel): Rule =>
  async (recipient) => {
    if (recipient.userId !== undefined) {
      const customer = recipient.user ?? (await getUser(recipient.userId));
      return customer !== undefined && customer !== null && marketingChosen(customer, channel);
    }
    return recipient.contact !== undefined && contactConsented(channel, recipient.contact);
  };

/**
 * A message the person asked for (back in stock): their request is the consent for it (decision 0085), so it goes
 * unless they turned that channel's marketing off (My Profile, an unsubscribe), whenever they did.
 */
const askedBy =
  (channel: MarketingChannel): Rule =>
  async (recipient) => {
    if (recipient.userId !== undefined) {
      const customer = recipient.user ?? (await getUser(recipient.userId));
      return customer !== undefined && customer !== null && !marketingRefused(customer, channel);
    }
    return recipient.contact !== undefined && !(await contactRefused(channel, recipient.contact));
  };

/**
 * Every choice a customer has about what reaches them, and its default, in one table. A kind and channel without a
 * rule is never sent: a new channel or kind sends nothing until its row says whom it may reach.
 */
const RULES: Record<MessageKind, Partial<Record<ChannelName, Rule>>> = {
  'order-update': {
    // The order they placed, its payment, shipping and returns: always mailed.
    mail: () => true,
    // By SMS or by WhatsApp, as they chose in My Profile (decisions 0063, 0082); an account that never chose: SMS.
    sms: orderUpdatesBy('sms'),
    whatsapp: orderUpdatesBy('whatsapp'),
  },
  'review-request': {
    // Until they follow the mail's own link to turn these off (decision 0056).
    // A guest (issue 32) has no account to review from: never asked.
    mail: async ({ userId }) => userId !== undefined && !(await reviewMailsAreOff(userId)),
  },
  marketing: {
    mail: marketingBy('mail'),
    sms: marketingBy('sms'),
    whatsapp: marketingBy('whatsapp'),
  },
  'asked-for': {
    mail: askedBy('mail'),
    sms: askedBy('sms'),
    whatsapp: askedBy('whatsapp'),
  },
};

/** Whether the shop may send a message of `kind` by `channel` to this customer: the one place that says. */
export async function mayReach(recipient: Recipient, channel: ChannelName, kind: MessageKind): Promise<boolean> {
  const rule = RULES[kind][channel];
  return rule ? rule(recipient) : false;
}

/** "May I send marketing to this person on this channel?", asked when queuing and again when sending. */
export const mayMarket = (recipient: MarketingRecipient, channel: MarketingChannel): Promise<boolean> =>
  mayReach(recipient, channel, recipient.asked ? 'asked-for' : 'marketing');
