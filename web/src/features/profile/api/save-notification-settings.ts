import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody, RouteResponse } from '../../../../../shared/routes';
import { useCustomerToken } from '../../../lib/account-scope';
import { ApiError, callApi } from '../../../lib/api';
import { notificationsKey } from './keys';

export type NotificationSettingsChange = RouteBody<'account-notifications-update'>;
type Saved = RouteResponse<'account-notifications-update'>;

/** PUT /v2/user/notifications; resolves to the server's message and every setting as it now is. */
export async function saveNotificationSettings(change: NotificationSettingsChange): Promise<Saved> {
  const body = await callApi('account-notifications-update', { body: change });
  if (body?.status !== 'success') throw new ApiError('Failed to save notification settings', 200);
  return body;
}

/** Saves one change; the settings shown follow the server's answer. */
export function useSaveNotificationSettings() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationsKey(token), saved.data),
  });
}
