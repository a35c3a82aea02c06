/**
 * The shop's one e-mail rule (docs/decisions/0047-one-email-rule.md): every form that takes an address and the mail
 * queue check with it, so an address the shop accepts is an address it can mail.
 *
 * An address is first normalised (trimmed, NFKC, lower-cased: fullwidth letters become the ASCII ones, so they name the
 * same account), then must be one plain ASCII mailbox that SES delivers to: a local part of letters, digits and
 * `. _ + ' -` (no leading, trailing or doubled dot), and a domain of letter-digit-hyphen labels ending in a letters-only
 * top-level label. Control and invisible characters, other letters, quoted local parts, address literals, display
 * names and lists are refused.
 */
export const EMAIL_MAX = 254;
const LOCAL_PART_MAX = 64;

const LOCAL_PART = /^[a-z0-9_+'-]+(?:\.[a-z0-9_+'-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[a-z]{2,63}$/;

/** The form an address is stored and compared in. */
export const normaliseEmail = (raw: string): string => raw.trim().normalize('NFKC').toLowerCase();

/** True when the address, once normalised, is one the shop can mail. */
export const isAcceptedEmail = (raw: string): boolean => isDeliverableEmail(normaliseEmail(raw));

function isDeliverableEmail(address: string): boolean {
  if (address.length === 0 || address.length > EMAIL_MAX) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at !== address.indexOf('@')) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (local.length > LOCAL_PART_MAX || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_LABEL.test(labels[labels.length - 1]);
}
