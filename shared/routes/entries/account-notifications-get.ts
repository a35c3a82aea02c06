import { notificationSettings } from '../../api/notifications';
import { defineRoute } from '../define';

/** Issue 22: the customer's notification settings (order SMS on or off). */
export const notificationsGet = defineRoute('account-notifications-get', {
  handler: 'functions/handlers/account/get-notifications.ts',
  stack: 'Shopper',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  response: notificationSettings,
});
