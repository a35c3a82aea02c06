import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readDeploySettings } from '../../infra/deploy-settings';

const read = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readDeploySettings(new App({ context }), env);

describe('deploy settings', () => {
  it('has defaults for everything but the optional domain and base URL', () => {
    expect(read({})).toEqual({
      stage: 'prod',
      corsOrigins: [],
      mailFrom: 'no-reply@kesara.lk',
      shopEmail: 'hello@kesara.lk',
      webDist: 'web/dist',
      payhereMode: 'sandbox',
      paymentWindowSeconds: 1800,
      codConfirmation: 'sms',
      codConfirmWindowSeconds: 172800,
      cartReminderMinutes: 60,
      cartReminder2Hours: 24,
      apiRateLimit: 500,
      apiBurstLimit: 1000,
      bankTransferWindowSeconds: 259_200,
    });
  });

  it('takes the bank-transfer account and window from the environment, the window at least 60 seconds', () => {
    const env = { BANK_NAME: 'Sampath Bank', BANK_ACCOUNT_NUMBER: '0012', BANK_TRANSFER_WINDOW_SECONDS: '3600' };
    expect(read({}, env)).toMatchObject({
      bankName: 'Sampath Bank',
      bankAccountNumber: '0012',
      bankTransferWindowSeconds: 3600,
    });
    expect(() => read({}, { BANK_TRANSFER_WINDOW_SECONDS: '59' })).toThrow(/bankTransferWindowSeconds/);
  });

  it('takes the SMS sender from the context: a sender ID, a number, or an id or ARN; nothing else', () => {
    for (const identity of [
      'KESARA',
      'phone-0123456789abcdef0123456789abcdef',
      'pool-0123456789abcdef0123456789abcdef',
      'arn:aws:sms-voice:ap-south-1:123456789012:sender-id/KESARA/LK',
    ])
      expect(read({ smsOriginationIdentity: identity, smsConfigurationSet: 'shop-sms' })).toMatchObject({
        smsOriginationIdentity: identity,
        smsConfigurationSet: 'shop-sms',
      });
    for (const bad of ['KESARA GROOMING', 'Kesara!', 'arn:aws:s3:::bucket', '+94771234567'])
      expect(() => read({ smsOriginationIdentity: bad }), bad).toThrow(/smsOriginationIdentity/);
    expect(() => read({ smsConfigurationSet: 'a set' })).toThrow(/smsConfigurationSet/);
  });

  it("takes the API stage's throttle from the context, as whole numbers of at least 10", () => {
    expect(read({ apiRateLimit: '3000', apiBurstLimit: 5000 })).toMatchObject({
      apiRateLimit: 3000,
      apiBurstLimit: 5000,
    });
    expect(() => read({ apiRateLimit: '2.5' })).toThrow(/apiRateLimit: a whole number/);
    expect(() => read({ apiBurstLimit: '0' })).toThrow(/apiBurstLimit/);
    expect(() => read({ apiRateLimit: 'fast' })).toThrow(/apiRateLimit/);
  });

  it('takes PayHere live or sandbox and the payment window from the context, and refuses anything else', () => {
    expect(read({ payhereMode: 'live', paymentWindowSeconds: '900' })).toMatchObject({
      payhereMode: 'live',
      paymentWindowSeconds: 900,
    });
    expect(() => read({ payhereMode: 'production' })).toThrow(/payhereMode/);
    expect(() => read({ paymentWindowSeconds: '10' })).toThrow(/paymentWindowSeconds/);
  });

  it('reads context, and the environment over context', () => {
    const s = read(
      { stage: 'staging', corsOrigins: 'https://a.example.lk', mailFrom: 'shop@kesara.lk' },
      { STAGE: 'dev', CORS_ORIGINS: 'https://b.example.lk, https://c.example.lk' },
    );
    expect(s.stage).toBe('dev');
    expect(s.corsOrigins).toEqual(['https://b.example.lk', 'https://c.example.lk']);
    expect(s.mailFrom).toBe('shop@kesara.lk');
  });

  it('never takes the base URL from the environment, where the local shop keeps its own', () => {
    expect(read({}, { PUBLIC_BASE_URL: 'http://127.0.0.1:3000' }).publicBaseUrl).toBeUndefined();
    expect(read({ publicBaseUrl: 'https://shop.kesara.lk' }).publicBaseUrl).toBe('https://shop.kesara.lk');
  });

  it.each([
    [{ stage: 'Prod!' }, /stage/],
    [{ corsOrigins: 'old.example.lk' }, /corsOrigins/],
    [{ mailFrom: 'not-an-address' }, /mailFrom/],
    [{ domainName: 'shop.kesara.lk' }, /domainName and certificateArn/],
  ])('rejects %o with a clear message', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});
