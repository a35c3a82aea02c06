import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/** A stage's SMS settings (infra/deploy-settings.ts); both absent on a stage that sends no SMS. */
export interface SmsSettings {
  originationIdentity?: string;
  configurationSet?: string;
}

/** The consumer's SMS settings as its environment (functions/lib/config.ts); none when the stage sets none. */
export const smsEnvironment = ({ originationIdentity, configurationSet }: SmsSettings): Record<string, string> => ({
  ...(originationIdentity ? { SMS_ORIGINATION_IDENTITY: originationIdentity } : {}),
  ...(configurationSet ? { SMS_CONFIGURATION_SET: configurationSet } : {}),
});

/**
 * The End User Messaging resources one text names: the identity it goes from and the configuration set. A sender ID
 * given by itself is the one registered for Sri Lanka (the shop texts Sri Lankan numbers only), so its ARN ends
 * `/LK`; a pool or phone number id is turned into its ARN; an ARN is taken as it is.
 */
function smsResources(stack: Stack, { originationIdentity: identity, configurationSet: set }: SmsSettings): string[] {
  const arn = (resource: string, resourceName: string) =>
    stack.formatArn({ service: 'sms-voice', resource, resourceName });
  const of = (id: string, kind: string) => (id.startsWith('arn:') ? id : arn(kind, id));
  if (!identity) return [];
  const from = identity.startsWith('arn:')
    ? identity
    : identity.startsWith('pool-')
      ? arn('pool', identity)
      : identity.startsWith('phone-')
        ? arn('phone-number', identity)
        : arn('sender-id', `${identity}/LK`);
  return [from, ...(set ? [of(set, 'configuration-set')] : [])];
}

/**
 * Lets the outbox's consumer, and no other function, send texts from the stage's identity (decision 0063). A
 * stage without an origination identity grants nothing: its consumer logs and skips each SMS.
 */
export function grantSmsSend(consumer: IFunction, sms: SmsSettings): void {
  const resources = smsResources(Stack.of(consumer), sms);
  if (resources.length === 0) return;
  consumer.addToRolePolicy(new PolicyStatement({ actions: ['sms-voice:SendTextMessage'], resources }));
}
