import { unsubscribeOpen } from '../../../shared/routes/entries/unsubscribe-open';
import { escapeHtml } from '../../domain/mail';
import { UNSUBSCRIBE_PAGE_PATH } from '../../domain/messages';
import { raw } from '../../lib/responses';
import { httpHandler } from '../http';

/**
 * GET /v2/unsubscribe?t=<token>: a browser that opened a mail's one-click URL goes to the /unsubscribe page with the
 * same token (303), which asks before it turns the channel off. Nothing is read or changed here.
 */
export const handler = httpHandler(unsubscribeOpen, async (req) => {
  const page = req.query.t ? `${UNSUBSCRIBE_PAGE_PATH}?t=${encodeURIComponent(req.query.t)}` : UNSUBSCRIBE_PAGE_PATH;
  return raw(
    303,
    { location: page, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Unsubscribe</title></head><body><p><a href="${escapeHtml(page)}">Unsubscribe</a></p></body></html>`,
  );
});
