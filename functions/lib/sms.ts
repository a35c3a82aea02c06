import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { texter } from './clients';
import { config } from './config';
import { log } from './log';

export interface Sms {
  /** E.164, as functions/lib/sms-queue.ts normalised it. */
  to: string;
  text: string;
}

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
  try {
    await texter().send(
      new SendTextMessageCommand({
        DestinationPhoneNumber: sms.to,
        OriginationIdentity: origin,
        MessageBody: sms.text,
        MessageType: 'TRANSACTIONAL',
        ConfigurationSetName: configurationSet,
      }),
    );
  } catch (error) {
    if (!refusedForGood(error)) throw error;
    // A number that opted out (STOP) or that the service will never text: retrying would only fill the dead-letter
    // queue and wake the alarm that is there for real failures.
    log.warn('sms refused by the service; not retried', { sms_id: id, reason: (error as { Reason?: string }).Reason });
  }
}

/** The service's answers that no retry changes: its checks of the message (validation) and an opted-out number. */
const refusedForGood = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ValidationException' || error.name === 'ConflictException');
