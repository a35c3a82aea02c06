import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResponse } from '../../../../../shared/routes';
import { useCustomerToken } from '../../../lib/account-scope';
import { ApiError, callApi } from '../../../lib/api';
import { notificationsKey } from './keys';

export type NotificationSettings = RouteResponse<'account-notifications-get'>['data'];

/** GET /v2/user/notifications: an answer whose `status` is not "success" is a failure. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  const body = await callApi('account-notifications-get');
  if (body?.status !== 'success') throw new ApiError('Failed to load notification settings', 200);
  return body.data;
}

export const notificationSettingsQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: notificationsKey(token), queryFn: getNotificationSettings, enabled: token !== null });

/** The customer's notification settings, asked again whenever My Profile opens. */
export const useNotificationSettings = () =>
  useQuery({ ...notificationSettingsQueryOptions(useCustomerToken()), staleTime: 0 });
