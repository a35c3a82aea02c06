import { routePaths } from '../../../shared/routes/paths';
import { config } from '../../lib/config';
import { unsubscribeToken, type UnsubscribeSubject } from './unsubscribe-token';

/** The SPA's page that asks before it turns a channel off (a link scanner that opens it changes nothing). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export interface UnsubscribeLinks {
  /** The page, for the message's own text ("Stop: <link>" in an SMS, a footer link in a mail). */
  page: string;
  /** The one-click URL a mail program POSTs to (RFC 8058). */
  oneClick: string;
}

/** The unsubscribe links of one person and channel, on the shop's public address. */
export async function unsubscribeLinks(subject: UnsubscribeSubject): Promise<UnsubscribeLinks> {
  const token = await unsubscribeToken(subject);
  const at = (path: string) => {
    const url = new URL(path, `${config().PUBLIC_BASE_URL}/`);
    url.searchParams.set('t', token);
    return url.href;
  };
  return { page: at(UNSUBSCRIBE_PAGE_PATH), oneClick: at(routePaths.unsubscribe[1]) };
}

/** The headers every marketing mail carries (RFC 2369 and RFC 8058): mail programs show an Unsubscribe button. */
export function unsubscribeHeaders(links: UnsubscribeLinks): { name: string; value: string }[] {
  return [
    { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}
