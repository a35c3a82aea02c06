import { useMutation } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

/** A1 through the session (which keeps the token and the user): resolves to the signed-in user. */
export function useSignIn() {
  const login = useSession((s) => s.login);
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => login(email, password),
  });
}
