import type { InOtherLanguages } from '../../../shared/rules/translations';
import { declareErrors } from '../../lib/domain-error';

/** The cart's refusals (decision 0068). */
export const cartErrors = declareErrors({
  'cart-empty': { answer: 'not-allowed' },
  'cart-full': { answer: 'not-allowed' },
  /** The cart moved on (another submission, another window) between reading it and writing the order. */
  'cart-changed': { answer: 'conflict' },
  /** A cart change kept losing races with other changes of the same cart. */
  'cart-busy': { answer: 'conflict' },
});

/** What the cart refuses with, word for word, and in Sinhala and Tamil (issue 34). */
export const cartRefusals = {
  empty: 'Your cart is empty. Add a product before checking out.',
  full: (maxLines: number) =>
    `Your cart can hold up to ${maxLines} different products. Please check out or remove some first.`,
  changed: 'Your cart changed while the order was being placed. Please review your cart and try again.',
  busy: 'Your cart is being changed in another window. Please try again.',
  /** A reminder's link that no longer restores anything (a token not the shop's, or a cart ordered or emptied). */
  linkGone: 'This cart link is no longer valid. Your cart may already have been ordered.',
} as const;

export const cartRefusalsIn: InOtherLanguages<typeof cartRefusals> = {
  si: {
    empty: 'ඔබේ කරත්තය හිස්ය. ගෙවීමට පෙර නිෂ්පාදනයක් එක් කරන්න.',
    full: 'ඔබේ කරත්තයට විවිධ නිෂ්පාදන {0}ක් දක්වා පමණක් දැමිය හැක. කරුණාකර පළමුව ගෙවීම සම්පූර්ණ කරන්න, නැතහොත් සමහරක් ඉවත් කරන්න.',
    changed: 'ඇණවුම තබමින් සිටියදී ඔබේ කරත්තය වෙනස් විය. කරුණාකර ඔබේ කරත්තය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
    busy: 'ඔබේ කරත්තය වෙනත් කවුළුවක වෙනස් වෙමින් පවතී. කරුණාකර නැවත උත්සාහ කරන්න.',
    linkGone: 'මෙම කරත්ත සබැඳිය තවදුරටත් වලංගු නැත. ඔබේ කරත්තය දැනටමත් ඇණවුම් කර තිබිය හැක.',
  },
  ta: {
    empty: 'உங்கள் கூடை காலியாக உள்ளது. பணம் செலுத்தும் முன் ஒரு பொருளைச் சேர்க்கவும்.',
    full: 'உங்கள் கூடையில் அதிகபட்சம் {0} வெவ்வேறு பொருட்களை மட்டுமே வைக்கலாம். முதலில் பணம் செலுத்தி முடிக்கவும் அல்லது சிலவற்றை நீக்கவும்.',
    changed: 'ஆர்டர் செய்யப்படும்போது உங்கள் கூடை மாறியது. தயவுசெய்து உங்கள் கூடையைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    busy: 'உங்கள் கூடை வேறொரு சாளரத்தில் மாற்றப்படுகிறது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    linkGone: 'இந்தக் கூடை இணைப்பு இனி செல்லுபடியாகாது. உங்கள் கூடை ஏற்கனவே ஆர்டர் செய்யப்பட்டிருக்கலாம்.',
  },
};

export const cartEmpty = () => cartErrors.create('cart-empty', cartRefusals.empty);

export const cartFull = (maxLines: number) => cartErrors.create('cart-full', cartRefusals.full(maxLines));

export const cartChanged = () => cartErrors.create('cart-changed', cartRefusals.changed);

export const cartBusy = () => cartErrors.create('cart-busy', cartRefusals.busy);
