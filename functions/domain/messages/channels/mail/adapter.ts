import { channelAdapter } from '../channel-interface';
import { mailChannel } from './channel';
import { sendMail } from './send';

/**
 * No answer of SES is dropped: what refuses a mail (the sandbox, an unverified sender, a paused account, the quota)
 * is mended by an operator, who then redrives the dead letters (docs/deploy.md).
 */
export const mailAdapter = channelAdapter(mailChannel, { send: sendMail });
