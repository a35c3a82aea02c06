import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PendingPress, SignInState } from './pending-press';

/**
 * Sends the shopper to /signin, remembering this page so signing in brings them back (docs/decisions/0008), and the
 * press that sent them, so it is made on their return (decision 0046).
 */
export function useSignInRedirect(): (pending?: PendingPress) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (pending?: PendingPress) => {
      const state: SignInState = pending ? { from: pathname + search, pending } : { from: pathname + search };
      navigate('/signin', { state });
    },
    [navigate, pathname, search],
  );
}
