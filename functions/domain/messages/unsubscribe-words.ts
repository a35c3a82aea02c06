import type { Words } from '../../lib/words';

/**
 * What sendMarketing adds to every marketing message, in the person's language (issue 34); English exactly as it
 * always was. A WhatsApp template's words around its link are the template's own, approved at Meta in one language.
 */
export const UNSUBSCRIBE_WORDS = {
  /** The last line of a mail's text. */
  mailLine: {
    en: 'Unsubscribe: {link}',
    si: 'මෙවැනි පණිවිඩ නවත්වන්න: {link}',
    ta: 'இத்தகைய செய்திகளை நிறுத்த: {link}',
  },
  /** The footer link of a mail's HTML. */
  mailLink: { en: 'Unsubscribe', si: 'මෙවැනි පණිවිඩ නවත්වන්න', ta: 'இத்தகைய செய்திகளை நிறுத்து' },
  /** The last line of an SMS: short, as a Sinhala or Tamil SMS holds 67 letters a part. */
  smsLine: { en: 'Stop: {link}', si: 'නවත්වන්න: {link}', ta: 'நிறுத்த: {link}' },
} satisfies Record<string, Words>;
