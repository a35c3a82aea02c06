import { notificationSettingsSaved } from '../../api/notifications';
import { notificationSettingsSchema } from '../../validation/notifications';
import { defineRoute } from '../define';

/** Issues 22 and 33: the customer chooses how order updates reach them and which marketing they get (My Profile). */
export const notificationsUpdate = defineRoute('account-notifications-update', {
  handler: 'functions/handlers/account/update-notifications.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: notificationSettingsSchema,
  response: notificationSettingsSaved,
});
