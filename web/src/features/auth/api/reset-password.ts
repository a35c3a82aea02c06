import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** A4: a verification code to the address. */
export const sendResetCode = (email: string) => callApi('auth-forgot-password', { body: { email } });

/** A5: the code is the one sent. */
export const verifyResetCode = (email: string, code: string) =>
  callApi('auth-verify-reset-code', { body: { email, code } });

/** A6: the new password, with the code. */
export const resetPassword = (email: string, code: string, password: string, confirmation: string) =>
  callApi('auth-reset-password', { body: { email, code, password, password_confirmation: confirmation } });

/** One step of Forgot password (send, verify or reset), whichever the dialog is at. */
export const useResetPasswordStep = () =>
  useMutation({ mutationFn: (step: () => Promise<{ message?: string }>) => step() });
