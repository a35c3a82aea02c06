import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigCache } from '../../functions/lib/config';
import { log } from '../../functions/lib/log';
import { deliverMessage } from '../../functions/domain/messages';
import { OPTED_OUT_PREFIX, startSmsStandIn } from '../../infra/local/sms-stand-in';
import type { LocalSms } from '../../infra/local/sms-stand-in';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * The outbox's consumer sends an SMS with the SMS channel's own End User Messaging client, pointed here at the local
 * stand-in (which speaks SendTextMessage's JSON protocol), as the local shop points it.
 */
let standIn: Awaited<ReturnType<typeof startSmsStandIn>>;
const kept = async () => (await (await fetch(`${standIn.endpoint}/store`)).json()) as LocalSms[];
const sms = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ kind: 'sms', id: 'sms-1', to: '+94771234567', text: 'Kesara: ශ්‍රී ලංකා', ...over });

function configure(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigCache();
}

beforeAll(async () => {
  standIn = await startSmsStandIn();
  configure({
    ...FUNCTION_TEST_ENV,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    SMS_ENDPOINT: standIn.endpoint,
  });
});

afterAll(() => standIn.close());
beforeEach(() => vi.restoreAllMocks());

describe('the consumer sends a queued SMS through End User Messaging', () => {
  it('as a transactional text from the stage’s identity, in its configuration set', async () => {
    configure({ SMS_ORIGINATION_IDENTITY: 'KESARA', SMS_CONFIGURATION_SET: 'shop-test-sms' });
    await deliverMessage(sms());
    const [sent] = (await kept()).slice(-1);
    expect(sent).toMatchObject({
      to: '+94771234567',
      from: 'KESARA',
      text: 'Kesara: ශ්‍රී ලංකා',
      message_type: 'TRANSACTIONAL',
      configuration_set: 'shop-test-sms',
      encoding: 'UCS-2',
      segments: 1,
    });
  });

  it('a stage without an origination identity sends nothing, logs the skip and does not fail (no retry)', async () => {
    configure({ SMS_ORIGINATION_IDENTITY: undefined, SMS_CONFIGURATION_SET: undefined });
    const before = (await kept()).length;
    const warn = vi.spyOn(log, 'warn');
    await expect(deliverMessage(sms({ id: 'sms-2' }))).resolves.toBeUndefined();
    expect((await kept()).length).toBe(before);
    expect(warn).toHaveBeenCalledWith('sms skipped: no origination identity is set for this stage', {
      sms_id: 'sms-2',
    });
  });

  it('a message that is not a well-formed SMS throws (it is retried, then dead-lettered)', async () => {
    configure({ SMS_ORIGINATION_IDENTITY: 'KESARA' });
    await expect(deliverMessage(sms({ to: '0771234567' }))).rejects.toThrow();
    await expect(deliverMessage(sms({ text: '' }))).rejects.toThrow();
    await expect(deliverMessage(JSON.stringify({ kind: 'fax', to: 'x' }))).rejects.toThrow();
  });

  it('a number that opted out is logged and not retried: the service would refuse it every time', async () => {
    configure({ SMS_ORIGINATION_IDENTITY: 'KESARA' });
    const before = (await kept()).length;
    const warn = vi.spyOn(log, 'warn');
    await expect(deliverMessage(sms({ id: 'sms-stop', to: `${OPTED_OUT_PREFIX}1` }))).resolves.toBeUndefined();
    expect((await kept()).length).toBe(before);
    expect(warn).toHaveBeenCalledWith('sms refused by the service; not retried', {
      sms_id: 'sms-stop',
      reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
    });
  });

  it('the stand-in refuses what End User Messaging refuses, and the SDK surfaces it', async () => {
    const { texter } = await import('../../functions/domain/messages/channels/sms/client');
    const { SendTextMessageCommand } = await import('@aws-sdk/client-pinpoint-sms-voice-v2');
    await expect(
      texter().send(
        new SendTextMessageCommand({
          DestinationPhoneNumber: '0771234567',
          MessageBody: 'x',
          OriginationIdentity: 'KESARA',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ValidationException' });
  });
});
