import { describe, expect, it } from 'vitest';
import { api, localMail, registerCustomer, uniqueEmail } from '../support/api';
import { useShopBackend } from '../support/direct';
import { httpAnswerOf } from '../support/http-answer';

/**
 * Issue 10, defect 6: a new code every minute without a daily cap allowed ~7,200 guesses a day. Now at most 5 codes
 * per e-mail and day, and after 10 wrong codes no more codes or checks that day; the answers never change with the
 * account's existence. The domain functions are called with a clock so that a day of minutes passes at once.
 */
const MINUTE = 60_000;
const EXPIRED = 'This verification code has expired or was tried too many times. Please request a new code.';

async function resetCodes() {
  useShopBackend();
  return import('../../functions/domain/auth/reset-codes');
}

async function useUpTodaysCodes(email: string): Promise<void> {
  const { MAX_CODES_PER_DAY } = await resetCodes();
  const { db, tableName } = await import('../../functions/lib/clients');
  const { authKeys } = await import('../../functions/domain/auth/auth-keys');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const today = new Date().toISOString().slice(0, 10);
  const item = {
    ...authKeys.passwordResetDay(email, today),
    codes: MAX_CODES_PER_DAY,
    ttl: Math.floor(Date.now() / 1000) + 2 * 86_400,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

describe('reset codes: daily cap and lock', () => {
  it('issues at most 5 codes a day per e-mail, and again the next day', async () => {
    const { issueResetCode } = await resetCodes();
    const start = Date.parse('2031-03-01T00:10:00Z');
    const email = uniqueEmail();
    const issued: boolean[] = [];
    for (let i = 0; i < 7; i += 1) issued.push((await issueResetCode(email, true, start + i * 2 * MINUTE)) !== null);
    expect(issued).toEqual([true, true, true, true, true, false, false]);
    expect(await issueResetCode(email, true, start + 24 * 60 * MINUTE)).not.toBeNull();
  });

  it('after 10 wrong codes in a day, even the right code is refused and no new code is issued', async () => {
    const { issueResetCode, checkResetCode } = await resetCodes();
    const email = uniqueEmail();
    const start = Date.parse('2031-03-02T01:00:00Z');
    let code = '';
    for (let i = 0; i < 10; i += 1) {
      if (i % 5 === 0) code = (await issueResetCode(email, true, start + i * 2 * MINUTE)) as string;
      const wrong = code === '000000' ? '111111' : '000000';
      await expect(httpAnswerOf(checkResetCode(email, wrong, start + i * 2 * MINUTE + 1000))).resolves.toMatchObject({
        statusCode: 422,
      });
    }
    await expect(httpAnswerOf(checkResetCode(email, code, start + 21 * MINUTE))).resolves.toMatchObject({
      statusCode: 422,
      message: EXPIRED,
    });
    expect(await issueResetCode(email, true, start + 30 * MINUTE)).toBeNull();
  });

  it('over HTTP, a capped or locked e-mail gets the same answer as any other, and no mail', async () => {
    const c = await registerCustomer();
    // Today's codes used up, written as the domain keeps them: backdating five real codes would fall on yesterday
    // in the first minutes of a UTC day, and the cap is per UTC day.
    await useUpTodaysCodes(c.email);
    const before = (await localMail()).filter((m) => m.to.includes(c.email)).length;
    const capped = await api('/v2/forgot-password', { method: 'POST', body: { email: c.email } });
    const unknown = await api('/v2/forgot-password', { method: 'POST', body: { email: 'nobody.capped@example.lk' } });
    expect(capped.status).toBe(200);
    expect(capped.body).toEqual({
      status: 'success',
      message: `If an account exists for ${c.email}, a verification code has been sent to it.`,
    });
    expect(unknown.body.message).toBe(
      'If an account exists for nobody.capped@example.lk, a verification code has been sent to it.',
    );
    expect((await localMail()).filter((m) => m.to.includes(c.email)).length).toBe(before);
  });
});
