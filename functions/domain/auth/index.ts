export { clearLoginFailures, reserveLoginAttempt } from './login-throttle';
export { hashPassword, needsRehash, verifyPassword } from './passwords';
export {
  checkResetCode,
  CODE_VALID_MINUTES,
  consumeResetCode,
  INVALID_CODE_MESSAGE,
  issueResetCode,
} from './reset-codes';
export { endAllSessions, endSession, sessionFromToken, startSession } from './sessions';
export { linkMacKey, linkToken, userOfLinkToken } from './link-tokens';
// Its refusals, each with its answer (decision 0068).
export { authErrors, authRefusals, authRefusalsIn, invalidCredentials, resetCodeRefused } from './auth-errors';
