import type { InOtherLanguages } from '../rules/translations';
import type { avatarMessages } from './avatar';

/**
 * The Sinhala and Tamil of `avatarMessages` (issue 34, decision 0098), apart from the English so that an English page's
 * bundle, which imports the English, does not carry them: the server's refusals and the web's Sinhala and Tamil
 * catalogues read them from here.
 */
export const avatarMessagesIn: InOtherLanguages<typeof avatarMessages> = {
  si: {
    type: 'කරුණාකර වලංගු පින්තූර ගොනුවක් තෝරන්න (JPEG, PNG, JPG, GIF, SVG)',
    size: 'ගොනුවේ ප්‍රමාණය 2MB ට අඩු විය යුතුය',
    missing: 'කරුණාකර උඩුගත කිරීමට පින්තූරයක් තෝරන්න.',
  },
  ta: {
    type: 'சரியான படக் கோப்பைத் தேர்ந்தெடுங்கள் (JPEG, PNG, JPG, GIF, SVG)',
    size: 'கோப்பின் அளவு 2MB ஐ விடக் குறைவாக இருக்க வேண்டும்',
    missing: 'பதிவேற்ற ஒரு படத்தைத் தேர்ந்தெடுக்கவும்.',
  },
};
