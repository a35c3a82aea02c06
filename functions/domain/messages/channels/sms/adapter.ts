import { channelAdapter } from '../channel-interface';
import { smsChannel } from './channel';
import { smsRefusedForGood } from './refusals';
import { sendSms } from './send';

export const smsAdapter = channelAdapter(smsChannel, { send: sendSms, refusedForGood: smsRefusedForGood });
