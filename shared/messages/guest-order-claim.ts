import type { InOtherLanguages } from '../rules/translations';
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

/** The guest order words the server answers, in Sinhala and Tamil (issue 34). */
export const guestOrderMessagesIn: InOtherLanguages<typeof guestOrderMessages> = {
  si: {
    lookupSent: 'ඇණවුම් අංකය සහ දුරකථන අංකය ඇණවුමකට ගැළපේ නම්, අපි එහි දුරකථනයට ඉලක්කම් 6ක කේතයක් යවා ඇත.',
    wrongCode: 'එම කේතය නිවැරදි නැත. කරුණාකර පණිවිඩය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
    keyReused: 'මෙම Idempotency-Key වෙනත් ඇණවුමක් සඳහා දැනටමත් භාවිත කර ඇත. නව ඇණවුමක් තැබීමට නව යතුරක් එවන්න.',
    keyMissing: 'කරුණාකර ගෙවීම සමඟ Idempotency-Key ශීර්ෂයක් එවන්න.',
    paymentMethod: 'කරුණාකර ගෙවීමේ ක්‍රමයක් තෝරන්න.',
    claimed: 'ඇණවුම දැන් ඔබේ ගිණුමේ ඇත.',
    alreadyClaimed: 'මෙම ඇණවුම දැනටමත් ගිණුමකට එක් කර ඇත.',
    howToClaim: guestClaimWords.howToClaim.si,
    howToClaimShort: guestClaimWords.howToClaimShort.si,
  },
  ta: {
    lookupSent: 'ஆர்டர் எண்ணும் தொலைபேசி எண்ணும் ஒரு ஆர்டருடன் பொருந்தினால், அதன் தொலைபேசிக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்.',
    wrongCode: 'அந்தக் குறியீடு சரியில்லை. தயவுசெய்து செய்தியைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    keyReused: 'இந்த Idempotency-Key ஏற்கனவே வேறொரு ஆர்டருக்குப் பயன்படுத்தப்பட்டது. புதிய ஆர்டர் செய்ய புதிய விசையை அனுப்பவும்.',
    keyMissing: 'தயவுசெய்து பணம் செலுத்துதலுடன் Idempotency-Key தலைப்பை அனுப்பவும்.',
    paymentMethod: 'தயவுசெய்து பணம் செலுத்தும் முறையைத் தேர்ந்தெடுக்கவும்.',
    claimed: 'ஆர்டர் இப்போது உங்கள் கணக்கில் உள்ளது.',
    alreadyClaimed: 'இந்த ஆர்டர் ஏற்கனவே ஒரு கணக்கில் சேர்க்கப்பட்டுள்ளது.',
    howToClaim: guestClaimWords.howToClaim.ta,
    howToClaimShort: guestClaimWords.howToClaimShort.ta,
  },
};
