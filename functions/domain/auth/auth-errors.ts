import type { InOtherLanguages } from '../../../shared/rules/translations';
import { declareErrors } from '../../lib/domain-error';

/** Sign-in's and password reset's refusals (decision 0068). */
export const authErrors = declareErrors({
  'invalid-credentials': { answer: 'unauthenticated' },
  /** A password-reset code that is wrong, expired or used up. */
  'reset-code-refused': { answer: 'invalid-field', field: 'code' },
});

/** What sign-in and password reset refuse with, word for word, and in Sinhala and Tamil (issue 34). */
export const authRefusals = {
  invalidCredentials: 'Invalid email or password.',
  lockedOut: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
  invalidCode: 'Invalid verification code. Please try again.',
  expiredCode: 'This verification code has expired or was tried too many times. Please request a new code.',
  resendTooSoon:
    'A code was sent less than a minute ago. Please check your inbox or wait a minute before asking again.',
} as const;

export const authRefusalsIn: InOtherLanguages<typeof authRefusals> = {
  si: {
    invalidCredentials: 'ඊමේල් ලිපිනය හෝ මුරපදය වැරදියි.',
    lockedOut:
      'අසාර්ථක පුරනය වීමේ උත්සාහයන් වැඩියි. කරුණාකර {0, plural, =1 {මිනිත්තුවක්} other {මිනිත්තු #ක්}} රැඳී සිට නැවත උත්සාහ කරන්න, නැතහොත් ඔබේ මුරපදය යළි සකසන්න.',
    invalidCode: 'තහවුරු කිරීමේ කේතය වැරදියි. කරුණාකර නැවත උත්සාහ කරන්න.',
    expiredCode: 'මෙම තහවුරු කිරීමේ කේතය කල් ඉකුත් වී ඇත, නැතහොත් වැඩි වාර ගණනක් උත්සාහ කර ඇත. කරුණාකර නව කේතයක් ඉල්ලන්න.',
    resendTooSoon:
      'මිනිත්තුවකට අඩු කාලයකට පෙර කේතයක් එවා ඇත. කරුණාකර ඔබේ ඊමේල් පරීක්ෂා කරන්න, නැතහොත් නැවත ඉල්ලීමට පෙර මිනිත්තුවක් රැඳී සිටින්න.',
  },
  ta: {
    invalidCredentials: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.',
    lockedOut:
      'தோல்வியடைந்த உள்நுழைவு முயற்சிகள் அதிகம். தயவுசெய்து {0, plural, one {ஒரு நிமிடம்} other {# நிமிடங்கள்}} காத்திருந்து மீண்டும் முயற்சிக்கவும், அல்லது உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்.',
    invalidCode: 'சரிபார்ப்புக் குறியீடு தவறானது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    expiredCode:
      'இந்தச் சரிபார்ப்புக் குறியீடு காலாவதியாகிவிட்டது அல்லது பலமுறை முயற்சிக்கப்பட்டது. தயவுசெய்து புதிய குறியீட்டைக் கோரவும்.',
    resendTooSoon:
      'ஒரு நிமிடத்திற்குள் ஒரு குறியீடு அனுப்பப்பட்டது. உங்கள் மின்னஞ்சலைப் பார்க்கவும் அல்லது மீண்டும் கேட்பதற்கு முன் ஒரு நிமிடம் காத்திருக்கவும்.',
  },
};

export const invalidCredentials = () => authErrors.create('invalid-credentials', authRefusals.invalidCredentials);

export const resetCodeRefused = (message: string) => authErrors.create('reset-code-refused', message);
