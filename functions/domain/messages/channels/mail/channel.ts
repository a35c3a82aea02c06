import type { Channel } from '../channel-interface';
import { mailMessage, type Mail } from './message';

/** Mail through SES: order, status, return, payment, review-request and contact mails. */
export const mailChannel: Channel<Mail> = { name: 'mail', message: mailMessage };
