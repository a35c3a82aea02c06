import type { InOtherLanguages } from '../rules/translations';
import type { messages } from './auth-messages';

/**
 * The Sinhala and Tamil of `messages` (issue 34, decision 0098), apart from the English so that an English page's
 * bundle, which imports the English, does not carry them: the server's refusals and the web's Sinhala and Tamil
 * catalogues read them from here.
 */
export const messagesIn: InOtherLanguages<typeof messages> = {
  si: {
    email: 'කරුණාකර වලංගු ඊමේල් ලිපිනයක් ලබා දෙන්න.',
    passwordRequired: 'මුරපදය අවශ්‍යයි.',
    passwordMin: 'මුරපදයේ අවම වශයෙන් අක්ෂර 8ක් තිබිය යුතුය.',
    name: 'නම අවශ්‍යයි.',
    mobile: 'වලංගු ජංගම දුරකථන අංකයක් අවශ්‍යයි.',
    confirm: 'කරුණාකර ඔබගේ මුරපදය තහවුරු කරන්න.',
    passwordsMustMatch: 'මුරපද දෙක සමාන විය යුතුය.',
    passwordsDoNotMatch: 'මුරපද දෙක සමාන නොවේ',
    code: 'තහවුරු කිරීමේ කේතය අවශ්‍යයි.',
    currentPasswordRequired: 'වත්මන් මුරපදය අවශ්‍යයි.',
    currentPasswordWrong: 'වත්මන් මුරපදය වැරදියි.',
    newPasswordsDoNotMatch: 'නව මුරපදය සහ තහවුරු කළ මුරපදය නොගැළපේ.',
    emailTaken: 'මෙම ඊමේල් ලිපිනය දැනටමත් භාවිතයේ ඇත.',
  },
  ta: {
    email: 'சரியான மின்னஞ்சல் முகவரியை வழங்கவும்.',
    passwordRequired: 'கடவுச்சொல் தேவை.',
    passwordMin: 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்.',
    name: 'பெயர் தேவை.',
    mobile: 'சரியான கைபேசி எண் தேவை.',
    confirm: 'உங்கள் கடவுச்சொல்லை உறுதிப்படுத்தவும்.',
    passwordsMustMatch: 'கடவுச்சொற்கள் ஒன்றாக இருக்க வேண்டும்.',
    passwordsDoNotMatch: 'கடவுச்சொற்கள் பொருந்தவில்லை',
    code: 'சரிபார்ப்புக் குறியீடு தேவை.',
    currentPasswordRequired: 'தற்போதைய கடவுச்சொல் தேவை.',
    currentPasswordWrong: 'தற்போதைய கடவுச்சொல் தவறானது.',
    newPasswordsDoNotMatch: 'புதிய கடவுச்சொல்லும் உறுதிப்படுத்திய கடவுச்சொல்லும் பொருந்தவில்லை.',
    emailTaken: 'இந்த மின்னஞ்சல் ஏற்கனவே பயன்படுத்தப்பட்டுள்ளது.',
  },
};
