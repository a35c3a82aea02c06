import type { InOtherLanguages } from '../rules/translations';
import { REJECT_REASON_MAX, REJECT_REASON_MIN, type bankTransferMessages } from './bank-transfer';

/**
 * The Sinhala and Tamil of `bankTransferMessages` (issue 34, decision 0098), apart from the English so that an English
 * page's bundle, which imports the English, does not carry them: the server's refusals and the web's Sinhala and Tamil
 * catalogues read them from here.
 */
export const bankTransferMessagesIn: InOtherLanguages<typeof bankTransferMessages> = {
  si: {
    alreadyConfirmed: 'මෙම ඇණවුමේ ගෙවීම දැනටමත් තහවුරු කර ඇත.',
    orderCanceled: 'මෙම ඇණවුම අවලංගු කර ඇති බැවින් තවදුරටත් එය ගෙවිය නොහැක.',
    slipMissing: 'කරුණාකර උඩුගත කිරීමට පත්‍රිකාව තෝරන්න.',
    slipType: 'පත්‍රිකාව JPEG හෝ PNG පින්තූරයක් හෝ PDF එකක් විය යුතුය.',
    slipSize: 'පත්‍රිකාව 4 MB හෝ ඊට අඩු විය යුතුය.',
    slipUploaded: 'ස්තූතියි. අපි ඔබගේ පත්‍රිකාව පරීක්ෂා කර ඔබට දන්වන්නෙමු.',
    noSlip: 'මෙම ඇණවුමට තවම පත්‍රිකාවක් නැත.',
    notChecking: 'මෙම ගෙවීම තීරණයක් සඳහා බලා සිටින්නේ නැත.',
    decision: 'කරුණාකර පත්‍රිකාව පිළිගැනීමට හෝ ප්‍රතික්ෂේප කිරීමට තෝරන්න.',
    reason: `කරුණාකර අක්ෂර ${REJECT_REASON_MIN} සිට ${REJECT_REASON_MAX} දක්වා හේතුවක් දෙන්න.`,
    reference: 'බැංකු යොමු අංකයේ උපරිම අක්ෂර 100ක් තිබිය හැක.',
    accepted: 'ගෙවීම පිළිගන්නා ලදී.',
    rejected: 'පත්‍රිකාව ප්‍රතික්ෂේප කර ඇති අතර හේතුව පාරිභෝගිකයාට දන්වා ඇත.',
    notPaid: 'මෙම බැංකු මාරුව තවම ගෙවා නැත. කරුණාකර පළමුව එහි පත්‍රිකාව පිළිගන්න.',
    notOffered: 'බැංකු මාරුව මේ මොහොතේ ලබා ගත නොහැක. කරුණාකර වෙනත් ගෙවීමේ ක්‍රමයක් තෝරන්න.',
  },
  ta: {
    alreadyConfirmed: 'இந்த ஆர்டரின் கட்டணம் ஏற்கனவே உறுதிசெய்யப்பட்டது.',
    orderCanceled: 'இந்த ஆர்டர் ரத்து செய்யப்பட்டதால், இனி அதற்குப் பணம் செலுத்த முடியாது.',
    slipMissing: 'பதிவேற்ற வேண்டிய சீட்டைத் தேர்ந்தெடுங்கள்.',
    slipType: 'சீட்டு JPEG அல்லது PNG படமாகவோ PDF ஆகவோ இருக்க வேண்டும்.',
    slipSize: 'சீட்டு 4 MB அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
    slipUploaded: 'நன்றி. உங்கள் சீட்டைச் சரிபார்த்து உங்களுக்குத் தெரிவிப்போம்.',
    noSlip: 'இந்த ஆர்டருக்கு இன்னும் சீட்டு இல்லை.',
    notChecking: 'இந்தக் கட்டணம் முடிவுக்காகக் காத்திருக்கவில்லை.',
    decision: 'தயவுசெய்து சீட்டை ஏற்க அல்லது நிராகரிக்கத் தேர்ந்தெடுக்கவும்.',
    reason: `தயவுசெய்து ${REJECT_REASON_MIN} முதல் ${REJECT_REASON_MAX} எழுத்துகள் கொண்ட காரணத்தைத் தரவும்.`,
    reference: 'வங்கிக் குறிப்பு எண்ணில் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்.',
    accepted: 'கட்டணம் ஏற்றுக்கொள்ளப்பட்டது.',
    rejected: 'சீட்டு நிராகரிக்கப்பட்டது, காரணம் வாடிக்கையாளருக்குத் தெரிவிக்கப்பட்டது.',
    notPaid: 'இந்த வங்கிப் பரிமாற்றம் இன்னும் செலுத்தப்படவில்லை. தயவுசெய்து முதலில் அதன் சீட்டை ஏற்கவும்.',
    notOffered: 'வங்கிப் பரிமாற்றம் தற்போது கிடைக்கவில்லை. தயவுசெய்து வேறு கட்டண முறையைத் தேர்ந்தெடுக்கவும்.',
  },
};
