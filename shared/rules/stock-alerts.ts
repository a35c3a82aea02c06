import { MARKETING_CHANNELS, type MarketingChannel } from './consent';
import type { InOtherLanguages } from './translations';

/**
 * Back in stock and low stock (issue 33, decision 0085). A product's `low_stock_threshold` is 5 unless the admin
 * set another; admins are mailed once each time a product's or a size's stock falls to it or below.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** The channels "Tell me when it's back" offers: the ones the shop markets on. */
export const NOTIFY_ME_CHANNELS = MARKETING_CHANNELS;
export type NotifyMeChannel = MarketingChannel;

/** The storefront's button (issue 33's words). */
export const NOTIFY_ME_LABEL = 'Tell me when it\u2019s back';

export const notifyMeMessages = {
  subscribed: 'Thank you. We will tell you once when it is back in stock.',
  inStock: 'This is in stock now. You can buy it today.',
  chooseSize: 'Please choose the size you want.',
  noSuchSize: 'This size is not sold any more.',
  channel: 'Please choose e-mail, SMS or WhatsApp.',
  email: 'Please give the e-mail address to tell.',
  phone: 'Please give a Sri Lankan mobile number to tell.',
} as const;

export const notifyMeMessagesIn: InOtherLanguages<typeof notifyMeMessages> = {
  si: {
    subscribed: 'ස්තූතියි. එය නැවත තොගයට පැමිණි විට අපි ඔබට එක් වරක් දන්වන්නෙමු.',
    inStock: 'මෙය දැන් තොගයේ ඇත. ඔබට අදම මිලදී ගත හැක.',
    chooseSize: 'කරුණාකර ඔබට අවශ්‍ය ප්‍රමාණය තෝරන්න.',
    noSuchSize: 'මෙම ප්‍රමාණය තවදුරටත් විකිණෙන්නේ නැත.',
    channel: 'කරුණාකර ඊමේල්, SMS හෝ WhatsApp තෝරන්න.',
    email: 'කරුණාකර දැනුම් දිය යුතු ඊමේල් ලිපිනය ලබා දෙන්න.',
    phone: 'කරුණාකර දැනුම් දිය යුතු ශ්‍රී ලංකා ජංගම දුරකථන අංකයක් ලබා දෙන්න.',
  },
  ta: {
    subscribed: 'நன்றி. அது மீண்டும் கையிருப்புக்கு வரும்போது ஒருமுறை உங்களுக்குத் தெரிவிப்போம்.',
    inStock: 'இது இப்போது கையிருப்பில் உள்ளது. இன்றே வாங்கலாம்.',
    chooseSize: 'தயவுசெய்து உங்களுக்கு வேண்டிய அளவைத் தேர்ந்தெடுக்கவும்.',
    noSuchSize: 'இந்த அளவு இனி விற்கப்படுவதில்லை.',
    channel: 'தயவுசெய்து மின்னஞ்சல், SMS அல்லது WhatsApp ஐத் தேர்ந்தெடுக்கவும்.',
    email: 'தெரிவிக்க வேண்டிய மின்னஞ்சல் முகவரியைத் தரவும்.',
    phone: 'தெரிவிக்க வேண்டிய இலங்கைக் கைப்பேசி எண்ணைத் தரவும்.',
  },
};

/** The low-stock state of one product or size: stock at or under the threshold. */
export const isLowStock = (stock: number, threshold: number) => stock <= threshold;
