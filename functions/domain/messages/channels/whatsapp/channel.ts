import type { Channel } from '../channel-interface';
import { smsAddress } from '../sms/message';
import { whatsAppMessage, type WhatsAppMessage } from './message';

/**
 * WhatsApp through AWS End User Messaging Social, with the shop's approved templates (decision 0082): order updates
 * to customers who chose it, and marketing to those who agreed. The shop's numbers are Sri Lankan mobiles, as for SMS.
 */
export const whatsAppChannel: Channel<WhatsAppMessage> = {
  name: 'whatsapp',
  message: whatsAppMessage,
  address: smsAddress,
};
