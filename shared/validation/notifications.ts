import * as z from 'zod/mini';

export const notificationMessages = {
  orderSms: 'Choose whether to get order updates by SMS (true or false).',
  saved: 'Your notification settings were saved.',
} as const;

/** PUT /v2/user/notifications: the one switch, a JSON boolean. */
export const notificationSettingsSchema = z.object({
  order_sms: z.boolean({ error: notificationMessages.orderSms }),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
