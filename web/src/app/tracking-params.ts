import { SEARCH_PAGE } from '../../../shared/content/public-pages';
import { pathWithoutLanguage } from '../../../shared/rules/language-paths';

/**
 * Query parameters that ad and social links add and that no page reads: `utm_*` campaign tags and the click ids of
 * Facebook, Google, Microsoft, TikTok, X, Instagram, LinkedIn and Mailchimp. A public page opened with only these
 * shows exactly what the server drew, so it is hydrated rather than drawn afresh (decision 0044).
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|li_fat_id|mc_cid|mc_eid)$/i;

/** Query parameters a page applies itself once React has taken the HTML over: the product page's chosen variant. */
const APPLIED_AFTER_HYDRATION = new Set(['variant']);

/** Query parameters the server draws a page with: the search page is drawn for its words (`q`). */
const drawnWith = (pathname: string): string[] => (pathWithoutLanguage(pathname) === SEARCH_PAGE ? ['q'] : []);

/**
 * The drawn HTML can be hydrated for this query string: it holds only tracking tags, parameters the page applies
 * after hydration (decision 0055) and those the server drew it with, so a shared link to a size keeps the fast page
 * and its early presses.
 */
export function hydratesWith(search: string, pathname = '/'): boolean {
  const drawn = drawnWith(pathname);
  return [...new URLSearchParams(search).keys()].every(
    (name) => TRACKING_PARAM.test(name) || APPLIED_AFTER_HYDRATION.has(name) || drawn.includes(name),
  );
}
