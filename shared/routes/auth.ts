import { authLogin } from './entries/auth-login';
import { authLogout } from './entries/auth-logout';
import { authRegister } from './entries/auth-register';
import { authForgotPassword } from './entries/auth-forgot-password';
import { authVerifyResetCode } from './entries/auth-verify-reset-code';
import { authResetPassword } from './entries/auth-reset-password';

/** Sign-in, sign-up, sign-out and password reset (contract A1-A6). */
export const authRoutes = [
  authLogin,
  authLogout,
  authRegister,
  authForgotPassword,
  authVerifyResetCode,
  authResetPassword,
] as const;
