/** Profile image rules (SPEC section 5): jpeg, png, jpg, gif, svg; under 2 MB. */
/** A profile image must be smaller than this: 2,097,151 bytes is accepted, 2,097,152 refused. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
import type { InOtherLanguages } from '../rules/translations';
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/gif', 'image/svg+xml'];
export const avatarMessages = {
  type: 'Please select a valid image file (JPEG, PNG, JPG, GIF, SVG)',
  size: 'File size must be less than 2MB',
  missing: 'Please choose an image to upload.',
} as const;

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
