import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKey } from '../../../lib/account-scope';
import { useSession } from '../../../lib/session';
import { adminKey, type AdminKey } from './admin-keys';

export interface RemoteData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  /** Loads again with the same inputs (after a save). */
  reload: () => void;
}

/**
 * One back-office list or figure in TanStack Query: the answer shown is always the current key's (no stale answer
 * overtakes a newer one), the last data stays on screen while the next page loads, and `errorText` turns a
 * failure into the screen's message.
 */
export function useAdminQuery<T>(
  key: AdminKey,
  load: () => Promise<T>,
  errorText: (e: unknown) => string,
): RemoteData<T> {
  const token = useSession((s) => s.token);
  // Asked again whenever a page opens: another admin or staff member may have changed it meanwhile.
  const query = useQuery({
    queryKey: adminKey(token, key),
    queryFn: load,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return {
    data: query.data ?? null,
    error: query.isError ? errorText(query.error) : null,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}

/**
 * After a back-office save: every back-office list and figure is asked again when next shown. The screen on view
 * is not reloaded under the user's hands (an order card keeps its place after a status change).
 */
export function useAfterAdminSave(): () => void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return () => void queryClient.invalidateQueries({ queryKey: [...accountKey(token), 'admin'], refetchType: 'none' });
}
