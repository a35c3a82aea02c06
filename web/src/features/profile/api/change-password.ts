import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '../../../../../shared/routes';
import { callApi } from '../../../lib/api';

export type PasswordChange = RouteBody<'account-change-password'>;

/** A9. */
export const changePassword = (body: PasswordChange) => callApi('account-change-password', { body });

/** A9 as a mutation: the card shows its own busy state and messages. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
