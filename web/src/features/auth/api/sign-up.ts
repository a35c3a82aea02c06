import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

type Registration = Parameters<ReturnType<typeof useSession.getState>['register']>[0];

/** A2 through the session: resolves to the new user (signed in), or null. */
export function useSignUp() {
  const register = useSession((s) => s.register);
  return useMutation({ mutationFn: (input: Registration) => register(input) });
}
