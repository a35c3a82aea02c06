import type { InOtherLanguages } from '../rules/translations';

/**
 * The cart's texts (issue 20 for the variants), word for word: the server answers them and the shop's screens say
 * them before asking (the cart's removed size, the product page's "Please choose a Size.").
 */
export const cartMessages = {
  quantity: 'Please provide valid quantity',
  productId: 'Please choose a product.',
  /** A product with variants added without one of its variants (issue 20): "Please choose a Size.". */
  chooseOption: (optionName: string) => `Please choose a ${optionName}.`,
  noVariants: 'This product has no options to choose from.',
  variantId: 'Please choose one of the product\u2019s variants.',
  variantGone: 'This size is no longer available.',
} as const;

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
