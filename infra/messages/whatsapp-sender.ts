import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/** A stage's WhatsApp settings (infra/deploy-settings.ts); all absent on a stage that sends no WhatsApp messages. */
export interface WhatsAppSettings {
  phoneNumberId?: string;
  orderUpdateTemplate?: string;
  marketingTemplate?: string;
}

/** The consumer's WhatsApp settings as its environment (functions/lib/config.ts); none when the stage sets none. */
export const whatsAppEnvironment = ({
  phoneNumberId,
  orderUpdateTemplate,
  marketingTemplate,
}: WhatsAppSettings): Record<string, string> => ({
  ...(phoneNumberId ? { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } : {}),
  ...(orderUpdateTemplate ? { WHATSAPP_ORDER_UPDATE_TEMPLATE: orderUpdateTemplate } : {}),
  ...(marketingTemplate ? { WHATSAPP_MARKETING_TEMPLATE: marketingTemplate } : {}),
});

/**
 * Lets the outbox's consumer, and no other function, send WhatsApp messages from the stage's phone number
 * (`social-messaging:SendWhatsAppMessage` on that number only, decision 0082). A stage without one grants nothing.
 */
export function grantWhatsAppSend(consumer: IFunction, { phoneNumberId }: WhatsAppSettings): void {
  if (!phoneNumberId) return;
  const resource = Stack.of(consumer).formatArn({
    service: 'social-messaging',
    resource: 'phone-number-id',
    resourceName: phoneNumberId.replace(/^phone-number-id-/, ''),
  });
  consumer.addToRolePolicy(
    new PolicyStatement({ actions: ['social-messaging:SendWhatsAppMessage'], resources: [resource] }),
  );
}
