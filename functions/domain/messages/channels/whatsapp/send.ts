import { SendWhatsAppMessageCommand } from '@aws-sdk/client-socialmessaging';
import { config } from '../../../../lib/config';
import { log } from '../../../../lib/log';
import { toWellFormedText } from '../../../../../shared/validation/well-formed-text';
import { whatsApp } from './client';
import type { WhatsAppMessage, WhatsAppTemplate } from './message';

/** The Graph API version of the message body that End User Messaging Social passes on to Meta. */
export const META_API_VERSION = 'v20.0';

/**
 * The message as WhatsApp's Cloud API reads it: the approved template, its language, and the body's parameters as
 * text, in UTF-8 (a Sinhala or Tamil name is sent as it is: WhatsApp has no segments to count).
 */
export function cloudApiMessage(message: WhatsAppMessage, templateName: string, language: string) {
  return {
    messaging_product: 'whatsapp',
    to: message.to,
    type: 'template',
    template: {
      name: templateName,
      language: { code: language },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text: toWellFormedText(text) })),
        },
      ],
    },
  };
}

const templateSetting = (template: WhatsAppTemplate) => {
  const c = config();
  return template === 'order_update' ? c.WHATSAPP_ORDER_UPDATE_TEMPLATE : c.WHATSAPP_MARKETING_TEMPLATE;
};

/**
 * Sends one WhatsApp message through End User Messaging Social (the local stand-in on the embedded default). A
 * stage without a phone number id or without the template sends none: logged as skipped, not retried (as SMS).
 */
export async function sendWhatsApp(message: WhatsAppMessage, id?: string): Promise<void> {
  const c = config();
  const templateName = templateSetting(message.template);
  if (!c.WHATSAPP_PHONE_NUMBER_ID || !templateName) {
    log.warn('whatsapp skipped: no phone number id or template is set for this stage', {
      whatsapp_id: id,
      template: message.template,
    });
    return;
  }
  const body = cloudApiMessage(message, templateName, c.WHATSAPP_TEMPLATE_LANGUAGE);
  await whatsApp().send(
    new SendWhatsAppMessageCommand({
      originationPhoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
      metaApiVersion: META_API_VERSION,
      message: new TextEncoder().encode(JSON.stringify(body)),
    }),
  );
}
