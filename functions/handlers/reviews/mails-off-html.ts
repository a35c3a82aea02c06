import { brand } from '../../../shared/brand';
import { routePaths } from '../../../shared/routes/paths';
import { escapeHtml } from '../../domain/mail';
import { raw, type RawResponse } from '../../lib/responses';

export const mailsOffTexts = {
  title: 'Review request mails',
  ask: 'Stop the mails that ask you to review products you received?',
  button: 'Turn off review requests',
  done: 'Done: we will not ask you to review products again.',
  invalid: 'This link is not valid. Please use the link in the mail as it came.',
} as const;

/** A page of its own (no script, no sign-in): the mail's link opens it in any browser. */
function page(status: number, body: string): RawResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(mailsOffTexts.title)} | ${escapeHtml(brand.fullName)}</title></head><body style="font-family:${brand.fontFamily};max-width:36rem;margin:3rem auto;padding:0 1rem;color:${brand.colors.ink}"><h1 style="color:${brand.colors.primary}">${escapeHtml(mailsOffTexts.title)}</h1>${body}<p><a href="/">${escapeHtml(brand.fullName)}</a></p></body></html>`;
  return raw(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, html);
}

/** The question, with the signed token carried in the form (a scanner that opens the link changes nothing). */
export const confirmPage = (token: string) =>
  page(
    200,
    `<p>${escapeHtml(mailsOffTexts.ask)}</p><form method="get" action="${routePaths['review-mails-off'][1]}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="confirm" value="1"><button type="submit">${escapeHtml(mailsOffTexts.button)}</button></form>`,
  );

export const donePage = () => page(200, `<p>${escapeHtml(mailsOffTexts.done)}</p>`);
export const invalidLinkPage = () => page(400, `<p>${escapeHtml(mailsOffTexts.invalid)}</p>`);
