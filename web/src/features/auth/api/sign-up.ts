import { useMutation } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '../../../../../shared/rules/languages';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { updateProfile } from '../../account';

type Registration = Parameters<ReturnType<typeof useSession.getState>['register']>[0];

/**
 * A2 through the session: resolves to the new user (signed in), or null. An account made on a Sinhala or Tamil page
 * takes that language at once (A8; A2's body is the contract's and has none), so its first mails are in it; a
 * failure there leaves the account in English and the sign-up done.
 */
export function useSignUp() {
  const register = useSession((s) => s.register);
  const language = useLanguage();
  return useMutation({
    mutationFn: async (input: Registration) => {
      const user = await register(input);
      if (user && language !== DEFAULT_LANGUAGE) await updateProfile({ language }).catch(() => undefined);
      return user;
    },
  });
}
