import { reviewMailsAreOff } from '../reviews';
import { getUser, type UserRecord } from '../users';
import type { ChannelName } from './channels/registry';

/** What a message to a customer is about: their choices are kept per kind (marketing comes next, off unless chosen). */
export type MessageKind = 'order-update' | 'review-request';

/** The customer a message is for; `user` when the caller has just read their user item (checkout), which saves a read. */
export interface Recipient {
  /** Absent for a guest (issue 32): no profile holds a choice, so order news reaches them as it reaches a default. */
  userId?: number;
  user?: UserRecord;
}

type Rule = (recipient: Recipient) => boolean | Promise<boolean>;

/**
 * Every choice a customer has about what reaches them, and its default, in one table. A kind and channel without a
 * rule is never sent: a new channel or kind sends nothing until its row says whom it may reach.
 */
const RULES: Record<MessageKind, Partial<Record<ChannelName, Rule>>> = {
  'order-update': {
    // The order they placed, its payment, shipping and returns: always mailed.
    mail: () => true,
    // On unless they turned it off in My Profile (decision 0063): an account from before has no `orderSms` stored,
    // and an order whose account is gone is still texted, as it is still mailed.
    sms: async ({ userId, user }) => {
      if (userId === undefined) return true;
      const customer = user ?? (await getUser(userId));
      return customer?.orderSms !== false;
    },
  },
  'review-request': {
    // Until they follow the mail's own link to turn these off (decision 0056).
    // A guest (issue 32) has no account to review from: never asked.
    mail: async ({ userId }) => userId !== undefined && !(await reviewMailsAreOff(userId)),
  },
};

/** Whether the shop may send a message of `kind` by `channel` to this customer: the one place that says. */
export async function mayReach(recipient: Recipient, channel: ChannelName, kind: MessageKind): Promise<boolean> {
  const rule = RULES[kind][channel];
  return rule ? rule(recipient) : false;
}
