import type { InOtherLanguages } from '../rules/translations';
import type { billingMessages } from '../messages/billing';

/**
 * The Sinhala and Tamil of `billingMessages` (issue 34, decision 0098), apart from the English so that an English
 * page's bundle, which imports the English, does not carry them: the server's refusals and the web's Sinhala and Tamil
 * catalogues read them from here.
 */
export const billingMessagesIn: InOtherLanguages<typeof billingMessages> = {
  si: {
    first_name: 'මුල් නම අවශ්‍යයි.',
    last_name: 'වාසගම අවශ්‍යයි.',
    country: 'රට/කලාපය අවශ්‍යයි.',
    address: 'වීදියේ ලිපිනය අවශ්‍යයි.',
    city: 'නගරය අවශ්‍යයි.',
    cityFromList: 'කරුණාකර ලැයිස්තුවෙන් නගරයක් තෝරන්න.',
    state: 'පළාත අවශ්‍යයි.',
    postal_code: 'තැපැල් කේතය අවශ්‍යයි.',
    phone: 'දුරකථන අංකය අවශ්‍යයි.',
  },
  ta: {
    first_name: 'முதல் பெயர் தேவை.',
    last_name: 'கடைசிப் பெயர் தேவை.',
    country: 'நாடு/பிராந்தியம் தேவை.',
    address: 'தெரு முகவரி தேவை.',
    city: 'நகரம் தேவை.',
    cityFromList: 'பட்டியலிலிருந்து ஒரு நகரத்தைத் தேர்ந்தெடுக்கவும்.',
    state: 'மாகாணம் தேவை.',
    postal_code: 'அஞ்சல் குறியீடு தேவை.',
    phone: 'தொலைபேசி எண் தேவை.',
  },
};
