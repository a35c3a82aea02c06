import { SocialMessagingClient } from '@aws-sdk/client-socialmessaging';
import { localCredentials } from '../../../../lib/clients';
import { config } from '../../../../lib/config';

/** As for SMS: the SDK's 3 tries of a throttled or failed call within one delivery, then the outbox queue's receives. */
const WHATSAPP_ATTEMPTS = 3;

let client: SocialMessagingClient | undefined;

/** End User Messaging Social; locally the WhatsApp stand-in (infra/local/whatsapp-stand-in.ts). Only the consumer sends. */
export function whatsApp(): SocialMessagingClient {
  const c = config();
  client ??= new SocialMessagingClient({
    region: c.AWS_REGION,
    endpoint: c.WHATSAPP_ENDPOINT,
    maxAttempts: WHATSAPP_ATTEMPTS,
    ...localCredentials(),
  });
  return client;
}
