/** Where sessions, reset codes and sign-in failures are in the table (decision 0068). */
export const authKeys = {
  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' }),
  sessionsOfUser: (userId: number) => `USER#${userId}#SESSIONS`,
  passwordReset: (email: string) => ({ PK: `RESET#${email.toLowerCase()}`, SK: 'RESET' }),
  /** Codes sent and wrong codes tried for one e-mail on one UTC day (decision 0023). */
  passwordResetDay: (email: string, day: string) => ({ PK: `RESET#${email.toLowerCase()}`, SK: `DAY#${day}` }),
  loginFailures: (email: string) => ({ PK: `LOGINFAIL#${email.toLowerCase()}`, SK: 'LOGINFAIL' }),
} as const;
