/**
 * Query parameters that ad and social links add and that no page reads: `utm_*` campaign tags and the click ids of
 * Facebook, Google, Microsoft, TikTok, X, Instagram, LinkedIn and Mailchimp. A public page opened with only these
 * shows exactly what the server drew, so it is hydrated rather than drawn afresh (decision 0044).
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|li_fat_id|mc_cid|mc_eid)$/i;

export function onlyTrackingParams(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => TRACKING_PARAM.test(name));
}
