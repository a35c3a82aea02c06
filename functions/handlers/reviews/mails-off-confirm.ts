import { reviewMailsOffConfirm } from '../../../shared/routes/entries/review-mails-off-confirm';
import { reviewMailsOff } from '../../flows/review-mails-off';
import { httpHandler } from '../http';
import { donePage, invalidLinkPage } from './mails-off-html';

/** POST /v2/reviews/mails-off (form `token=`): review requests stop for that customer. */
export const handler = httpHandler(reviewMailsOffConfirm, async (req) =>
  (await reviewMailsOff(req.body.token)) ? donePage() : invalidLinkPage(),
);
