import * as z from 'zod/mini';
import { ORDER_UPDATE_CHANNELS } from '../rules/consent';

export const notificationMessages = {
  orderSms: 'Choose whether to get order updates by SMS (true or false).',
  marketing_email: 'Choose whether to get offers and reminders by e-mail (true or false).',
  marketing_sms: 'Choose whether to get offers and reminders by SMS (true or false).',
  marketing_whatsapp: 'Choose whether to get offers and reminders on WhatsApp (true or false).',
  orderUpdatesChannel: 'Choose how to get order updates: sms, whatsapp or none.',
  disagree: 'order_sms and order_updates_channel say different things: send one of them.',
  saved: 'Your notification settings were saved.',
} as const;

const choice = (error: string) => z.optional(z.boolean({ error }));

/**
 * PUT /v2/user/notifications: any of the switches, JSON booleans, and the order updates channel (issue 33). The
 * order SMS switch from before (issue 22) is `order_updates_channel` `sms` (true) or `none` (false); a body with
 * none of the fields is refused under `order_sms`, as it always was.
 */
export const notificationSettingsSchema = z
  .object({
    order_sms: choice(notificationMessages.orderSms),
    marketing_email: choice(notificationMessages.marketing_email),
    marketing_sms: choice(notificationMessages.marketing_sms),
    marketing_whatsapp: choice(notificationMessages.marketing_whatsapp),
    order_updates_channel: z.optional(
      z.enum(ORDER_UPDATE_CHANNELS, { error: notificationMessages.orderUpdatesChannel }),
    ),
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), {
      error: notificationMessages.orderSms,
      path: ['order_sms'],
    }),
    z.refine(
      (b) =>
        b.order_sms === undefined ||
        b.order_updates_channel === undefined ||
        b.order_sms === (b.order_updates_channel === 'sms'),
      { error: notificationMessages.disagree, path: ['order_updates_channel'] },
    ),
  );
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
