import * as z from 'zod/mini';
import { ORDER_UPDATE_CHANNELS } from '../rules/consent';
import { ok } from './envelope';

/**
 * What the customer gets besides order mails: order SMS (issue 22; on unless turned off), and since issue 33 the
 * channel order updates go by and marketing per channel (off unless chosen). `order_sms` is `order_updates_channel`
 * `sms`.
 */
const settings = z.object({
  order_sms: z.boolean(),
  marketing_email: z.boolean(),
  marketing_sms: z.boolean(),
  marketing_whatsapp: z.boolean(),
  order_updates_channel: z.enum(ORDER_UPDATE_CHANNELS),
});
export type NotificationSettings = z.infer<typeof settings>;

export const notificationSettings = ok({ data: settings });
export const notificationSettingsSaved = ok({ message: z.string(), data: settings });
