import { cartMessagesIn } from '../../../../../../shared/messages/cart-in-languages';
import type { Texts } from '../area';
import type { cartEn } from './en';

/** The cart's texts in Sinhala. */
export const cartSi: Texts<typeof cartEn> = {
  'cart.step.cart': 'සාප්පු කරත්තය',
  'cart.step.checkout': 'මිලදී ගැනීමේ විස්තර',
  'cart.step.complete': 'ඇණවුම සම්පූර්ණයි',
  'cart.progress': 'මිලදී ගැනීමේ පියවර',
  'cart.loading': 'ඔබේ කරත්තය පූරණය වෙමින්...',
  'cart.loadingNote':
    'මෙම බ්‍රවුසරය හෝ ඔබේ ගිණුම තබාගෙන ඇති පරිදි ඔබේ භාණ්ඩ, ඒවායේ ප්‍රමාණ, මිල ගණන් සහ කරත්තයේ එකතුව මොහොතකින් මෙහි පෙන්වයි.',
  'cart.tryAgain': 'නැවත උත්සාහ කරන්න',
  'cart.empty': 'ඔබේ කරත්තය හිස්ය.',
  'cart.emptyNote': 'රැවුල් තෙල්, බාම්, කෙස් රැකවරණය සහ තවත් බොහෝ දේ ඔබ එනතුරු බලා සිටී.',
  'cart.startShopping': 'මිලදී ගැනීම අරඹන්න',
  'cart.items': 'ඔබේ භාණ්ඩ',
  'cart.itemsLabel': 'ඔබේ කරත්තයේ ඇති භාණ්ඩ',
  'cart.totals': 'කරත්තයේ එකතුව',
  'cart.proceed': 'ගෙවීමට ඉදිරියට යන්න',
  'cart.continue': 'තවත් මිලදී ගන්න',
  'cart.quantityOf': '{name} ගණන',
  'cart.lineSubtotal': 'උප එකතුව',
  'cart.remove': '{name} ඉවත් කරන්න',
  'cart.removeButton': '× ඉවත් කරන්න',
  'cart.stock.in': 'තොගයේ ඇත',
  'cart.stock.only': 'ඉතිරිව ඇත්තේ {count}ක් පමණි',
  'cart.stock.out': 'තොගය අවසන්',
  'cart.variantGone': cartMessagesIn.si.variantGone,
  'cart.subtotal': 'උප එකතුව',
  'cart.discount': 'වට්ටම ({code})',
  'cart.shipping': 'බෙදාහැරීමේ ගාස්තුව',
  'cart.total': 'මුළු මුදල',
  'cart.code.label': 'වට්ටම් කේතය',
  'cart.code.apply': 'යොදන්න',
  'cart.code.remove': 'ඉවත් කරන්න',
  'cart.code.applied': '<b>{code}</b> කේතය යොදා ඇත',
};
