import { reviewMailsOff } from '../../../shared/routes/entries/review-mails-off';
import { isReviewMailsOffToken, turnReviewMailsOffFor } from '../../flows/workflows/review-mails-off';
import { httpHandler } from '../http';
import { confirmPage, donePage, invalidLinkPage } from './mails-off-html';

/** GET /v2/reviews/mails-off?token=[&confirm=1]: the mail's link asks to confirm; the confirmation turns them off. */
export const handler = httpHandler(reviewMailsOff, async (req) => {
  const { token, confirm } = req.query;
  if (confirm) return (await turnReviewMailsOffFor(token)) ? donePage() : invalidLinkPage();
  return (await isReviewMailsOffToken(token)) ? confirmPage(token) : invalidLinkPage();
});
