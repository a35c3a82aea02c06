import { accountGet } from './entries/account-get';
import { accountUpdate } from './entries/account-update';
import { accountChangePassword } from './entries/account-change-password';
import { notificationsGet } from './entries/account-notifications-get';
import { notificationsUpdate } from './entries/account-notifications-update';
import { unsubscribe } from './entries/unsubscribe';
import { unsubscribeOpen } from './entries/unsubscribe-open';

/**
 * The signed-in customer's own account (contract A7-A9) and notification settings (issues 22 and 33), and the
 * one-click unsubscribe of a marketing message's link (issue 33). `/v2/user/` and `/v2/users/` reach these after
 * the trailing slash is dropped.
 */
export const accountRoutes = [
  accountGet,
  accountUpdate,
  accountChangePassword,
  notificationsGet,
  notificationsUpdate,
  unsubscribe,
  unsubscribeOpen,
] as const;
