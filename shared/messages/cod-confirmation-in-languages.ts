import type { InOtherLanguages } from '../rules/translations';
import type { codConfirmationMessages } from './cod-confirmation';

/**
 * The Sinhala and Tamil of `codConfirmationMessages` (issue 34, decision 0098), apart from the English so that an
 * English page's bundle, which imports the English, does not carry them: the server's refusals and the web's Sinhala
 * and Tamil catalogues read them from here.
 */
export const codConfirmationMessagesIn: InOtherLanguages<typeof codConfirmationMessages> = {
  si: {
    confirmed: 'ස්තූතියි. ඔබේ ඇණවුම තහවුරු කර ඇති අතර අපි එය සූදානම් කරමින් සිටිමු.',
    alreadyConfirmed: 'මෙම ඇණවුම දැනටමත් තහවුරු කර ඇත.',
    badLink: 'මෙම තහවුරු කිරීමේ සබැඳිය වලංගු නැත, නැතහොත් දැනටමත් භාවිත කර ඇත.',
    codeFormat: 'කරුණාකර SMS හි ඇති ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න.',
    wrongCode: 'එම කේතය නිවැරදි නැත. කරුණාකර SMS පණිවිඩය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
    tooManyCodes: 'මෙම ඇණවුම සඳහා වැරදි කේත වැඩියි. කරුණාකර SMS පණිවිඩයේ ඇති සබැඳිය භාවිත කරන්න, නැතහොත් අපගේ ඇමතුම එනතුරු රැඳී සිටින්න.',
    notAwaiting: 'මෙම ඇණවුමට තහවුරු කිරීමක් අවශ්‍ය නැත.',
    notConfirmed: 'මෙම මුදල් ඇණවුම තවම තහවුරු කර නැත.',
    cashWithheld: 'මෙම ගිණුමට භාණ්ඩ ලැබෙන විට මුදල් ගෙවීම ලබා ගත නොහැක. කරුණාකර කාඩ්පතෙන් හෝ බැංකු මාරුවෙන් ගෙවන්න.',
    refusedOnlyShipped: 'යවා ඇති ඇණවුමක් පමණක් දොරකඩදී ප්‍රතික්ෂේප කළ හැක.',
  },
  ta: {
    confirmed: 'நன்றி. உங்கள் ஆர்டர் உறுதிசெய்யப்பட்டது, அதை நாங்கள் தயார் செய்கிறோம்.',
    alreadyConfirmed: 'இந்த ஆர்டர் ஏற்கனவே உறுதிசெய்யப்பட்டது.',
    badLink: 'இந்த உறுதிப்படுத்தல் இணைப்பு செல்லுபடியாகாது அல்லது ஏற்கனவே பயன்படுத்தப்பட்டது.',
    codeFormat: 'SMS இல் உள்ள 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.',
    wrongCode: 'அந்தக் குறியீடு சரியில்லை. தயவுசெய்து SMS ஐச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    tooManyCodes:
      'இந்த ஆர்டருக்குத் தவறான குறியீடுகள் அதிகம். தயவுசெய்து SMS இல் உள்ள இணைப்பைப் பயன்படுத்தவும், அல்லது எங்கள் அழைப்புக்குக் காத்திருக்கவும்.',
    notAwaiting: 'இந்த ஆர்டருக்கு உறுதிப்படுத்தல் தேவையில்லை.',
    notConfirmed: 'இந்தப் பணம் செலுத்தும் ஆர்டர் இன்னும் உறுதிசெய்யப்படவில்லை.',
    cashWithheld:
      'இந்தக் கணக்கிற்கு டெலிவரியின்போது பணம் செலுத்தும் வசதி இல்லை. தயவுசெய்து அட்டை அல்லது வங்கிப் பரிமாற்றம் மூலம் செலுத்தவும்.',
    refusedOnlyShipped: 'அனுப்பப்பட்ட ஆர்டரை மட்டுமே வாசலில் மறுக்க முடியும்.',
  },
};
