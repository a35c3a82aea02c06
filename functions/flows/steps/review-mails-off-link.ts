import { routePaths } from '../../../shared/routes/paths';
import { linkToken } from '../../domain/auth';

/** The absolute link a review-request mail carries to turn these mails off for its customer. */
export async function reviewMailsOffUrl(shopUrl: string, userId: number): Promise<string> {
  const url = new URL(routePaths['review-mails-off'][1], shopUrl);
  url.searchParams.set('token', await linkToken('review-mails-off', userId));
  return url.href;
}
