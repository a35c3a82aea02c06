import { cartMessagesIn } from '../../../../../../shared/messages/cart-in-languages';
import type { Texts } from '../area';
import type { cartEn } from './en';

/** The cart's texts in Tamil. */
export const cartTa: Texts<typeof cartEn> = {
  'cart.step.cart': 'ஷாப்பிங் கூடை',
  'cart.step.checkout': 'வாங்கும் விவரங்கள்',
  'cart.step.complete': 'ஆர்டர் முடிந்தது',
  'cart.progress': 'வாங்கும் படிநிலைகள்',
  'cart.loading': 'உங்கள் கூடை ஏற்றப்படுகிறது...',
  'cart.loadingNote':
    'இந்த உலாவி அல்லது உங்கள் கணக்கு வைத்திருப்பதைப் போல, உங்கள் பொருட்கள், அவற்றின் அளவுகள், விலைகள் மற்றும் கூடையின் மொத்தத் தொகை சிறிது நேரத்தில் இங்கே தோன்றும்.',
  'cart.tryAgain': 'மீண்டும் முயற்சிக்கவும்',
  'cart.empty': 'உங்கள் கூடை காலியாக உள்ளது.',
  'cart.emptyNote': 'தாடி எண்ணெய்கள், பாம்கள், முடிப் பராமரிப்பு மற்றும் பல உங்களுக்காகக் காத்திருக்கின்றன.',
  'cart.startShopping': 'ஷாப்பிங் செய்யத் தொடங்குங்கள்',
  'cart.items': 'உங்கள் பொருட்கள்',
  'cart.itemsLabel': 'உங்கள் கூடையில் உள்ள பொருட்கள்',
  'cart.totals': 'கூடையின் மொத்தம்',
  'cart.proceed': 'பணம் செலுத்தத் தொடரவும்',
  'cart.continue': 'தொடர்ந்து ஷாப்பிங் செய்யுங்கள்',
  'cart.quantityOf': '{name} எண்ணிக்கை',
  'cart.lineSubtotal': 'துணைத் தொகை',
  'cart.remove': '{name} நீக்கு',
  'cart.removeButton': '× நீக்கு',
  'cart.stock.in': 'கையிருப்பில் உள்ளது',
  'cart.stock.only': '{count} மட்டுமே உள்ளன',
  'cart.stock.out': 'கையிருப்பில் இல்லை',
  'cart.variantGone': cartMessagesIn.ta.variantGone,
  'cart.subtotal': 'துணைத் தொகை',
  'cart.discount': 'தள்ளுபடி ({code})',
  'cart.shipping': 'டெலிவரி கட்டணம்',
  'cart.total': 'மொத்தம்',
  'cart.code.label': 'தள்ளுபடிக் குறியீடு',
  'cart.code.apply': 'பயன்படுத்து',
  'cart.code.remove': 'நீக்கு',
  'cart.code.applied': '<b>{code}</b> குறியீடு பயன்படுத்தப்பட்டது',
};
