import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { log } from '../../lib/log';
import { say } from '../../lib/words';
import { mailChannel } from './channels/mail/channel';
import type { Mail } from './channels/mail/message';
import { smsChannel } from './channels/sms/channel';
import type { Sms } from './channels/sms/message';
import { whatsAppChannel } from './channels/whatsapp/channel';
import type { WhatsAppMessage } from './channels/whatsapp/message';
import { mayMarket, type MarketingRecipient } from './consent';
import { sendMessage, type MessageLogFields } from './send-message';
import { unsubscribeHeaders, unsubscribeLinks } from './unsubscribe-links';
import { UNSUBSCRIBE_WORDS } from './unsubscribe-words';

/**
 * A marketing message before its unsubscribe is added; a WhatsApp one names only its body's own parameters.
 * `language` is the one its unsubscribe words are written in (issue 34; absent: English).
 */
export type MarketingMessage = (
  | { channel: 'mail'; message: Mail }
  | { channel: 'sms'; message: Sms }
  | { channel: 'whatsapp'; message: Omit<WhatsAppMessage, 'template'> }
) & { language?: Language };

/**
 * The one way to send marketing (cart reminders, back in stock; decision 0081). It asks consent.ts first, adds the
 * channel's unsubscribe (a mail's List-Unsubscribe and List-Unsubscribe-Post headers and a footer link; an SMS's
 * "Stop:" link; the WhatsApp template's last parameter) and queues the message naming its recipient, so the outbox's
 * consumer asks again when it sends: an unsubscribe between the two stops it. Never throws (as sendMessage); answers
 * whether it was queued.
 */
export async function sendMarketing(
  recipient: MarketingRecipient,
  marketing: MarketingMessage,
  fields: MessageLogFields = {},
): Promise<boolean> {
  const { channel } = marketing;
  try {
    if (!(await mayMarket(recipient, channel))) {
      log.info(`${channel} marketing skipped: no consent`, fields);
      return false;
    }
    const links = await unsubscribeLinks({ ...recipient, channel });
    const language = marketing.language ?? DEFAULT_LANGUAGE;
    if (marketing.channel === 'mail') {
      const mail = marketing.message;
      // The label is the shop's own words, which hold no markup (a unit test checks), so it goes in as it is.
      const label = say(UNSUBSCRIBE_WORDS.mailLink, language);
      await sendMessage(
        mailChannel,
        {
          ...mail,
          text: `${mail.text}\n\n${say(UNSUBSCRIBE_WORDS.mailLine, language, { link: links.page })}`,
          html: `${mail.html}<p style="font-size:12px;color:#666"><a href="${links.page}">${label}</a></p>`,
          headers: [...(mail.headers ?? []), ...unsubscribeHeaders(links)],
        },
        fields,
        recipient,
      );
    } else if (marketing.channel === 'sms') {
      const sms = marketing.message;
      const stop = say(UNSUBSCRIBE_WORDS.smsLine, language, { link: links.page });
      await sendMessage(smsChannel, { ...sms, text: `${sms.text}\n${stop}` }, fields, recipient);
    } else {
      const wa = marketing.message;
      const message = { ...wa, template: 'marketing' as const, parameters: [...wa.parameters, links.page] };
      await sendMessage(whatsAppChannel, message, fields, recipient);
    }
    return true;
  } catch (error) {
    log.error(`${channel} marketing could not be queued`, error, fields);
    return false;
  }
}
