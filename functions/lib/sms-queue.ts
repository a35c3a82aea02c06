import { randomUUID } from 'node:crypto';
import { smsNumber } from '../../shared/rules/phone-numbers';
import { log } from './log';
import { sendToMailQueue, type QueuedSms } from './mail-queue';
import { countMetric } from './metrics';

/** The ids a log line may name beside an SMS's own (an order's, a return's): never its number or its text. */
type SmsLogFields = Record<string, string | number>;

/**
 * Queues an order SMS on the mail queue (decision 0063), with the mails' retries, dead-letter queue and alarm. The
 * number is normalised to E.164; one that is not a Sri Lankan mobile is skipped with a log line. Never throws: an
 * order stands without its SMS.
 */
export async function enqueueSms({ to, text }: { to: string; text: string }, fields: SmsLogFields = {}): Promise<void> {
  const id = randomUUID();
  const number = smsNumber(to);
  if (!number) {
    log.info('sms skipped: not a Sri Lankan mobile number', { ...fields, sms_id: id });
    return;
  }
  const message: QueuedSms = { kind: 'sms', id, to: number, text };
  try {
    await sendToMailQueue(JSON.stringify(message));
  } catch (error) {
    log.error('sms could not be queued', error, { ...fields, sms_id: id });
    countMetric('MailsFailed');
  }
}
