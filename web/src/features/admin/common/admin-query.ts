import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { accountKey } from '../../../lib/account-scope';
import { useSession } from '../../../lib/session';
import { adminKey, type AdminKey } from './admin-keys';

/** The token the back-office's reads are keyed by (the session that loaded them). */
export const useAdminToken = () => useSession((s) => s.token);

/**
 * A back-office list or figure's query options: under the session's back-office key, asked again whenever a page
 * opens (another admin or staff member may have changed it meanwhile), and the last data stays on screen while the
 * next page loads (the answer shown is always the current key's).
 */
export const adminQueryOptions = <T>(token: string | null, key: AdminKey, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: adminKey(token, key), queryFn, placeholderData: keepPreviousData, staleTime: 0 });

/**
 * After a back-office save: every back-office list and figure is asked again when next shown. The screen on view
 * is not reloaded under the user's hands (an order card keeps its place after a status change).
 */
export function useAfterAdminSave(): () => void {
  const queryClient = useQueryClient();
  const token = useAdminToken();
  return () => void queryClient.invalidateQueries({ queryKey: [...accountKey(token), 'admin'], refetchType: 'none' });
}
