import { saveMessageChoices } from '../users';
import { setContactConsent } from './contact-consent';
import { readUnsubscribeToken, type UnsubscribeSubject } from './unsubscribe-token';

/**
 * Turns off marketing on the channel a token names, at once (decision 0081): the account's switch, or the guest
 * address's consent; stored with when and `unsubscribe` as where. Answers what was turned off, or null for a token
 * the shop did not sign. An account since deleted has nothing to turn off: still answered as done.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeSubject | null> {
  const subject = await readUnsubscribeToken(token);
  if (!subject) return null;
  if ('userId' in subject)
    await saveMessageChoices(subject.userId, { marketing: { [subject.channel]: false } }, 'unsubscribe');
  else await setContactConsent(subject.channel, subject.contact, false, 'unsubscribe');
  return subject;
}
