import { userOfLinkToken } from '../../domain/auth';
import { turnReviewMailsOff } from '../../domain/reviews';

/** Whether the token is a link the shop signed (the confirmation page is shown only then). */
export async function isReviewMailsOffToken(token: string): Promise<boolean> {
  return (await userOfLinkToken('review-mails-off', token)) !== null;
}

/** Turns the review requests off for the customer the signed link names; false for a link the shop did not sign. */
export async function turnReviewMailsOffFor(token: string): Promise<boolean> {
  const userId = await userOfLinkToken('review-mails-off', token);
  if (userId === null) return false;
  await turnReviewMailsOff(userId);
  return true;
}
