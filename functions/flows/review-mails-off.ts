import { routePaths } from '../../shared/routes/paths';
import { linkToken, userOfLinkToken } from '../domain/auth';
import { turnReviewMailsOff } from '../domain/reviews';

/** The absolute link a review-request mail carries to turn these mails off for its customer. */
export async function reviewMailsOffUrl(shopUrl: string, userId: number): Promise<string> {
  const url = new URL(routePaths['review-mails-off'][1], shopUrl);
  url.searchParams.set('token', await linkToken('review-mails-off', userId));
  return url.href;
}

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
