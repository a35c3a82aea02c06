import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Sends the shopper to /signin, remembering this page so signing in brings them back (docs/decisions/0008). */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => navigate('/signin', { state: { from: pathname + search } }), [navigate, pathname, search]);
}
