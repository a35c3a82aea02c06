import { notificationSettingsSaved } from '../../api/notifications';
import { notificationSettingsSchema } from '../../validation/notifications';
import { defineRoute } from '../define';

/** Issue 22: the customer turns order SMS on or off (My Profile). */
export const notificationsUpdate = defineRoute('account-notifications-update', {
  handler: 'functions/handlers/account/update-notifications.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: notificationSettingsSchema,
  response: notificationSettingsSaved,
});
