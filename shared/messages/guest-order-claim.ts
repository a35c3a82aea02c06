import { guestOrderMessages } from './guest-orders';

/**
 * How the mails and SMS of a guest's order tell them to keep it in an account, in the shop's three languages
 * (issue 34). The button named is the order page's "Add to my account", as the storefront writes it in each language.
 */
export const guestClaimWords = {
  howToClaim: {
    en: guestOrderMessages.howToClaim,
    si: 'මෙම ඇණවුම ගිණුමක තබාගැනීමට, පුරනය වී (හෝ ගිණුමක් සාදා), මෙම සබැඳිය විවෘත කර "මගේ ගිණුමට එක් කරන්න" ඔබන්න.',
    ta: 'இந்த ஆர்டரை ஒரு கணக்கில் வைத்திருக்க, உள்நுழைந்து (அல்லது கணக்கை உருவாக்கி), இந்த இணைப்பைத் திறந்து "எனது கணக்கில் சேர்" என்பதை அழுத்துங்கள்.',
  },
  howToClaimShort: {
    en: guestOrderMessages.howToClaimShort,
    si: 'ඔබගේ ගිණුමට එක් කිරීමට, පුරනය වී සබැඳිය විවෘත කරන්න.',
    ta: 'உங்கள் கணக்கில் சேர்க்க, உள்நுழைந்து இணைப்பைத் திறக்கவும்.',
  },
} as const;
