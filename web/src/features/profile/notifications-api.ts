import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBody, RouteResponse } from '../../../../shared/routes';
import { accountKey, useCustomerToken } from '../../lib/account-scope';
import { ApiError, callApi } from '../../lib/api';

export type NotificationSettings = RouteResponse<'account-notifications-get'>['data'];
export type NotificationSettingsChange = RouteBody<'account-notifications-update'>;

const notificationsKey = (token: string | null) => [...accountKey(token), 'notifications'] as const;

/** GET /v2/user/notifications: an answer whose `status` is not "success" is a failure. */
async function fetchNotificationSettings(): Promise<NotificationSettings> {
  const body = await callApi('account-notifications-get');
  if (body?.status !== 'success') throw new ApiError('Failed to load notification settings', 200);
  return body.data;
}

/** PUT /v2/user/notifications; resolves to the server's message. */
async function saveNotificationSettings(change: NotificationSettingsChange): Promise<string> {
  const body = await callApi('account-notifications-update', { body: change });
  if (body?.status !== 'success') throw new ApiError('Failed to save notification settings', 200);
  return body.message;
}

/** The customer's notification settings (order SMS on or off), asked again whenever My Profile opens. */
export function useNotificationSettings() {
  const token = useCustomerToken();
  return useQuery({
    queryKey: notificationsKey(token),
    queryFn: fetchNotificationSettings,
    enabled: token !== null,
    staleTime: 0,
  });
}

/** Saves the switch; the settings shown follow the server's answer. */
export function useSaveNotificationSettings() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (_message, change) => queryClient.setQueryData(notificationsKey(token), change),
  });
}
