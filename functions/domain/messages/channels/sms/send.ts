import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { config } from '../../../../lib/config';
import { log } from '../../../../lib/log';
import { texter } from './client';
import type { Sms } from './message';

/**
 * Sends one SMS through AWS End User Messaging SMS (the local stand-in on the embedded default). A stage without an
 * origination identity sends none: the SMS is logged as skipped and not retried (decision 0063).
 */
export async function sendSms(sms: Sms, id?: string): Promise<void> {
  const { SMS_ORIGINATION_IDENTITY: origin, SMS_CONFIGURATION_SET: configurationSet } = config();
  if (!origin) {
    log.warn('sms skipped: no origination identity is set for this stage', { sms_id: id });
    return;
  }
  await texter().send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: sms.to,
      OriginationIdentity: origin,
      MessageBody: sms.text,
      MessageType: 'TRANSACTIONAL',
      ConfigurationSetName: configurationSet,
    }),
  );
}
