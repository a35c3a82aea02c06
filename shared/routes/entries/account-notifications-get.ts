import { notificationSettings } from '../../api/notifications';
import { defineRoute } from '../define';

/** Issues 22 and 33: the customer's notification settings (order updates channel, marketing per channel). */
export const notificationsGet = defineRoute('account-notifications-get', {
  handler: 'functions/handlers/account/get-notifications.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  response: notificationSettings,
});
