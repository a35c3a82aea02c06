import type { Channel } from '../channel-interface';
import { smsAddress, smsMessage, type Sms } from './message';

/** SMS through AWS End User Messaging SMS, to Sri Lankan mobiles: order and return updates (decision 0063). */
export const smsChannel: Channel<Sms> = { name: 'sms', message: smsMessage, address: smsAddress };
