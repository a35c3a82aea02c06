import { createPublicKey, sign, verify } from 'node:crypto';
import { signingKey } from './signing-key';

/**
 * A link a mail carries that acts for one user without a sign-in (turning review requests off): the purpose and
 * the user id, signed with the shop's key. It does not expire: the mail's link keeps working, and it can do nothing
 * but that one thing for that one user.
 */
export type LinkPurpose = 'review-mails-off';

const message = (purpose: LinkPurpose, userId: number) => Buffer.from(`${purpose}:${userId}`);

export async function linkToken(purpose: LinkPurpose, userId: number): Promise<string> {
  const key = await signingKey();
  return `${userId}.${sign(null, message(purpose, userId), key.privateKey).toString('base64url')}`;
}

/** The user id a link's token was signed for, or null for a token that is not the shop's own. */
export async function userOfLinkToken(purpose: LinkPurpose, token: string): Promise<number | null> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{86})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const key = await signingKey();
  const signature = Buffer.from(match[2]!, 'base64url');
  return verify(null, message(purpose, userId), createPublicKey(key.privateKey), signature) ? userId : null;
}

/** The shop's HMAC key for links that must be short (an SMS's stop link); derived from the signing secret. */
export async function linkMacKey(): Promise<Buffer> {
  return (await signingKey()).macKey;
}
