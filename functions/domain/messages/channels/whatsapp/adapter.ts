import { channelAdapter } from '../channel-interface';
import { whatsAppChannel } from './channel';
import { whatsAppRefusedForGood } from './refusals';
import { sendWhatsApp } from './send';

/** A message the service refuses for good is logged and dropped (./refusals.ts); others are retried, then dead-lettered. */
export const whatsAppAdapter = channelAdapter(whatsAppChannel, {
  send: sendWhatsApp,
  refusedForGood: whatsAppRefusedForGood,
});
