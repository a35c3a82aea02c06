import type { Texts } from '../area';
import type { wishlistPageEn } from './en';

/** The wishlist page in Tamil. */
export const wishlistPageTa: Texts<typeof wishlistPageEn> = {
  'wishlistPage.title': 'விருப்பப் பட்டியல்',
  'wishlistPage.loading': 'உங்கள் விருப்பப் பட்டியல் ஏற்றப்படுகிறது...',
  'wishlistPage.failed': 'விருப்பப் பட்டியல் பொருட்களை ஏற்ற முடியவில்லை',
  'wishlistPage.failedLater': 'விருப்பப் பட்டியல் பொருட்களை ஏற்ற முடியவில்லை. பின்னர் மீண்டும் முயற்சிக்கவும்.',
  'wishlistPage.empty': 'உங்கள் விருப்பப் பட்டியல் காலியாக உள்ளது',
  'wishlistPage.emptyHelp': 'எந்தப் பொருளின் இதயத்தையும் தட்டி, பின்னர் பார்க்க இங்கே வைத்துக்கொள்ளுங்கள்.',
  'wishlistPage.added': 'பொருள் வெற்றிகரமாகக் கூடையில் சேர்க்கப்பட்டது',
  'wishlistPage.addFailed': 'பொருளைக் கூடையில் சேர்க்க முடியவில்லை',
  'wishlistPage.removed': 'பொருள் விருப்பப் பட்டியலிலிருந்து வெற்றிகரமாக நீக்கப்பட்டது',
  'wishlistPage.removeFailed': 'பொருளை விருப்பப் பட்டியலிலிருந்து நீக்க முடியவில்லை',
  'wishlistPage.addToCart': 'கூடையில் சேர்',
  'wishlistPage.remove': 'நீக்கு',
  'wishlistPage.removeLabel': '{name} ஐ விருப்பப் பட்டியலிலிருந்து நீக்கு',
};
