import { brand } from '../../../shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { brandedHtml, escapeHtml } from './layout';

/** The mail's words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  subject: {
    en: 'Your {brand} verification code: {code}',
    si: 'ඔබගේ {brand} තහවුරු කිරීමේ කේතය: {code}',
    ta: 'உங்கள் {brand} சரிபார்ப்புக் குறியீடு: {code}',
  },
  title: { en: 'Reset your password', si: 'ඔබගේ මුරපදය යළි සකසන්න', ta: 'உங்கள் கடவுச்சொல்லை மீட்டமையுங்கள்' },
  hello: { en: 'Hello,', si: 'ආයුබෝවන්,', ta: 'வணக்கம்,' },
  use: {
    en: 'Use this code to reset your {brand} password:',
    si: 'ඔබගේ {brand} මුරපදය යළි සැකසීමට මෙම කේතය භාවිත කරන්න:',
    ta: 'உங்கள் {brand} கடவுச்சொல்லை மீட்டமைக்க இந்தக் குறியீட்டைப் பயன்படுத்துங்கள்:',
  },
  valid: {
    en: 'It is valid for {minutes} minutes. If you did not ask to reset your password, you can ignore this mail; your password stays as it is.',
    si: 'එය විනාඩි {minutes}ක් වලංගුයි. ඔබ මුරපදය යළි සැකසීමට ඉල්ලුවේ නැත්නම්, මෙම තැපෑල නොසලකා හරින්න; ඔබගේ මුරපදය වෙනස් නොවේ.',
    ta: 'இது {minutes} நிமிடங்களுக்குச் செல்லுபடியாகும். கடவுச்சொல்லை மீட்டமைக்க நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்; உங்கள் கடவுச்சொல் மாறாது.',
  },
} satisfies Record<string, Words>;

/** A4's code, in the account's language (issue 34; English for an e-mail the shop does not know). */
export function resetCodeMail(
  to: string,
  code: string,
  validMinutes: number,
  language: Language = DEFAULT_LANGUAGE,
): Mail {
  const values = { brand: brand.name, code, minutes: String(validMinutes) };
  const use = say(WORDS.use, language, values);
  const valid = say(WORDS.valid, language, values);
  const text = [say(WORDS.hello, language), '', `${use} ${code}`, valid, '', `${brand.fullName}`].join('\n');
  const html = brandedHtml(
    say(WORDS.title, language),
    `<p>${escapeHtml(use)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>
<p>${escapeHtml(valid)}</p>`,
    language,
  );
  return { to, subject: say(WORDS.subject, language, values), text, html };
}
