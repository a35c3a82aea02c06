import type { InOtherLanguages } from '../rules/translations';
import type { cartMessages } from './cart';

/**
 * The Sinhala and Tamil of `cartMessages` (issue 34, decision 0098), apart from the English so that an English page's
 * bundle, which imports the English, does not carry them: the server's refusals and the web's Sinhala and Tamil
 * catalogues read them from here.
 */
export const cartMessagesIn: InOtherLanguages<typeof cartMessages> = {
  si: {
    quantity: 'කරුණාකර වලංගු ප්‍රමාණයක් ලබා දෙන්න',
    productId: 'කරුණාකර නිෂ්පාදනයක් තෝරන්න.',
    chooseOption: 'කරුණාකර {0} තෝරන්න.',
    noVariants: 'මෙම නිෂ්පාදනයට තෝරාගත හැකි විකල්ප නැත.',
    variantId: 'කරුණාකර නිෂ්පාදනයේ එක් ප්‍රභේදයක් තෝරන්න.',
    variantGone: 'මෙම ප්‍රමාණය තවදුරටත් ලබා ගත නොහැක.',
  },
  ta: {
    quantity: 'தயவுசெய்து சரியான எண்ணிக்கையை வழங்கவும்',
    productId: 'தயவுசெய்து ஒரு பொருளைத் தேர்ந்தெடுக்கவும்.',
    chooseOption: 'தயவுசெய்து {0} ஐத் தேர்ந்தெடுக்கவும்.',
    noVariants: 'இந்தப் பொருளில் தேர்ந்தெடுக்க விருப்பங்கள் இல்லை.',
    variantId: 'தயவுசெய்து பொருளின் வகைகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
    variantGone: 'இந்த அளவு இனி கிடைக்காது.',
  },
};
