import type { InOtherLanguages } from '../../shared/rules/translations';

/** The request layer's own refusals (contract 0.3), word for word, and their Sinhala and Tamil (issue 34). */
export const requestMessages = {
  unauthenticated: 'Unauthenticated. Please sign in.',
  forbidden: 'You do not have permission to do this.',
  invalid: 'The given data was invalid.',
  tooLarge: 'The request body is too large.',
  notForm: 'The request body must be a form (application/x-www-form-urlencoded).',
  notJson: 'The request body must be a JSON object.',
  notMultipart: 'Please send the form as multipart/form-data.',
  unreadableForm: 'The uploaded form could not be read. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const requestMessagesIn: InOtherLanguages<typeof requestMessages> = {
  si: {
    unauthenticated: 'ඔබ පුරනය වී නැත. කරුණාකර පුරනය වන්න.',
    forbidden: 'මෙය කිරීමට ඔබට අවසර නැත.',
    invalid: 'ලබා දුන් තොරතුරු වලංගු නොවේ.',
    tooLarge: 'ඉල්ලීම ඉතා විශාලයි.',
    notForm: 'ඉල්ලීම පෝරමයක් ලෙස (application/x-www-form-urlencoded) එවිය යුතුය.',
    notJson: 'ඉල්ලීම JSON වස්තුවක් ලෙස එවිය යුතුය.',
    notMultipart: 'කරුණාකර පෝරමය multipart/form-data ලෙස එවන්න.',
    unreadableForm: 'උඩුගත කළ පෝරමය කියවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
    internal: 'අපගේ පැත්තෙන් යම් දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  },
  ta: {
    unauthenticated: 'நீங்கள் உள்நுழையவில்லை. தயவுசெய்து உள்நுழையவும்.',
    forbidden: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.',
    invalid: 'வழங்கப்பட்ட தகவல்கள் செல்லுபடியாகாது.',
    tooLarge: 'கோரிக்கை மிகப் பெரியது.',
    notForm: 'கோரிக்கை ஒரு படிவமாக (application/x-www-form-urlencoded) அனுப்பப்பட வேண்டும்.',
    notJson: 'கோரிக்கை ஒரு JSON பொருளாக அனுப்பப்பட வேண்டும்.',
    notMultipart: 'தயவுசெய்து படிவத்தை multipart/form-data ஆக அனுப்பவும்.',
    unreadableForm: 'பதிவேற்றிய படிவத்தைப் படிக்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    internal: 'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்தது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
  },
};
