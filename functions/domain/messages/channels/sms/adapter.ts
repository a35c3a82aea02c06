import { channelAdapter } from '../channel-interface';
import { smsChannel } from './channel';
import { smsRefusedForGood } from './refusals';
import { sendSms } from './send';

/**
 * An SMS the service refuses for good (an opted-out number, its own validation) is logged and dropped
 * (./refusals.ts); any other failure is retried by the outbox queue, then dead-lettered.
 */
export const smsAdapter = channelAdapter(smsChannel, { send: sendSms, refusedForGood: smsRefusedForGood });
