import { SESv2Client } from '@aws-sdk/client-sesv2';
import { localCredentials } from '../../../../lib/clients';
import { config } from '../../../../lib/config';

/**
 * The mail channel's retries within one delivery: the SDK's own, up to 3 tries of a throttled or failed call. After
 * that the outbox queue receives the mail again, up to OUTBOX_MAX_RECEIVE_COUNT times, then dead-letters it.
 */
const SES_ATTEMPTS = 3;

let ses: SESv2Client | undefined;

/**
 * SES (its v2 API, which sends a simple mail with headers of its own, decision 0081), made once per execution
 * environment; locally the SES emulator. Only the outbox's consumer and forgot-password send.
 */
export function mailer(): SESv2Client {
  const c = config();
  ses ??= new SESv2Client({
    region: c.AWS_REGION,
    endpoint: c.SES_ENDPOINT,
    maxAttempts: SES_ATTEMPTS,
    ...localCredentials(),
  });
  return ses;
}
