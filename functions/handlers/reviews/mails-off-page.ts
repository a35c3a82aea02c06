import { reviewMailsOffPage } from '../../../shared/routes/entries/review-mails-off';
import { isReviewMailsOffToken } from '../../flows/review-mails-off';
import { httpHandler } from '../http';
import { confirmPage, invalidLinkPage } from './mails-off-html';

/** GET /v2/reviews/mails-off?token=: the mail's link asks to confirm. */
export const handler = httpHandler(reviewMailsOffPage, async (req) =>
  (await isReviewMailsOffToken(req.query.token)) ? confirmPage(req.query.token) : invalidLinkPage(),
);
