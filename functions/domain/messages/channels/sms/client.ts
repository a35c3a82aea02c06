import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { localCredentials } from '../../../../lib/clients';
import { config } from '../../../../lib/config';

/**
 * The SMS channel's retries within one delivery: the SDK's own, up to 3 tries of a throttled or failed call; then the
 * outbox queue's receives. A refusal no retry changes is dropped at once (./refusals.ts).
 */
const SMS_ATTEMPTS = 3;

let sms: PinpointSMSVoiceV2Client | undefined;

/** AWS End User Messaging SMS; locally the SMS stand-in (infra/local/sms-stand-in.ts). Only the outbox's consumer sends. */
export function texter(): PinpointSMSVoiceV2Client {
  const c = config();
  sms ??= new PinpointSMSVoiceV2Client({
    region: c.AWS_REGION,
    endpoint: c.SMS_ENDPOINT,
    maxAttempts: SMS_ATTEMPTS,
    ...localCredentials(),
  });
  return sms;
}
