/** What a server-drawn page says when its code could not be loaded, even after a retry (decision 0036). */
export const PAGE_CODE_FAILED_TEXT =
  'This page could not be fully loaded, so its buttons may not work. Please check your connection and try again.';

/**
 * The page the shopper is already reading stays (its text, pictures and links work without the app), with a notice
 * at the bottom of the screen and a Try again that loads the page afresh. Drawn without React, which is what failed.
 */
export function showPageCodeFailure(): void {
  const notice = document.createElement('div');
  notice.className = 'load-notice';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = PAGE_CODE_FAILED_TEXT;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'btn btn--accent btn--small';
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => window.location.reload());
  notice.append(text, retry);
  document.body.append(notice);
}
