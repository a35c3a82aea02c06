import type { InOtherLanguages } from '../rules/translations';

/**
 * The returns' texts (issue 22, word for word): the server answers them and the shop's screens say them too (the
 * product page's Final Sale note, the return form's own check before sending).
 */
export const returnMessages = {
  requested: 'Your return request has been sent.',
  updated: 'Return updated successfully',
  notReturnable: 'This order can no longer be returned.',
  tooMany: 'You cannot return more than you received.',
  finalSale: 'Final Sale items cannot be returned.',
  refundReference: 'Please enter the bank transfer reference.',
  kokoRefundReference: "Please enter the refund reference from KOKO's merchant portal.",
  payhereRefused: 'PayHere did not accept the refund. Please try again.',
  payhereSilent:
    "PayHere did not answer, so the refund may have gone through. Please check the payment in PayHere's portal before trying again.",
  refundCheck:
    "This refund's outcome is unknown: PayHere may have refunded it. Please check the payment in PayHere's portal and enter its refund reference, or refund it there and enter that reference.",
  refundUnderWay: 'This return is being refunded right now. Please reload the page in a moment.',
  orderHasReturn: 'This order has a return. Handle it under RETURNS instead of canceling the order.',
  orderCanceled: 'This order was canceled, so its return cannot be received.',
  cannotMove: (from: string, to: string) => `This return cannot move from ${from} to ${to}.`,
} as const;

/** The return form's texts and the back-office's answers about a return's fields; the schema adds those naming its choices. */
export const returnFormMessages = {
  items: 'Please choose at least one item to return.',
  itemsMax: 'Please return at most 50 different items at once.',
  itemTwice: 'Please list each item once.',
  productId: 'Please choose an item of this order.',
  variantId: 'Please choose the size or option you received.',
  quantity: 'Please enter a quantity of at least 1.',
  noteTooLong: 'Please keep the note to 500 characters or fewer.',
  referenceTooLong: 'Please keep the reference to 100 characters or fewer.',
  controlCharacters: 'Please use plain text only.',
} as const;

export const returnMessagesIn: InOtherLanguages<typeof returnMessages> = {
  si: {
    requested: 'ඔබේ ආපසු යැවීමේ ඉල්ලීම යවන ලදී.',
    updated: 'ආපසු යැවීම සාර්ථකව යාවත්කාලීන කළා',
    notReturnable: 'මෙම ඇණවුම තවදුරටත් ආපසු යැවිය නොහැක.',
    tooMany: 'ඔබට ලැබුණු ප්‍රමාණයට වඩා ආපසු යැවිය නොහැක.',
    finalSale: 'අවසන් විකිණීමේ භාණ්ඩ ආපසු භාර ගනු නොලැබේ.',
    refundReference: 'කරුණාකර බැංකු මාරුවේ යොමු අංකය ඇතුළත් කරන්න.',
    kokoRefundReference: 'කරුණාකර KOKO වෙළෙන්දා ද්වාරයේ ඇති මුදල් ආපසු ගෙවීමේ යොමු අංකය ඇතුළත් කරන්න.',
    payhereRefused: 'PayHere මුදල් ආපසු ගෙවීම පිළිගත්තේ නැත. කරුණාකර නැවත උත්සාහ කරන්න.',
    payhereSilent:
      'PayHere පිළිතුරු දුන්නේ නැත, එබැවින් මුදල් ආපසු ගෙවීම සිදු වී තිබිය හැක. නැවත උත්සාහ කිරීමට පෙර PayHere ද්වාරයේ ගෙවීම පරීක්ෂා කරන්න.',
    refundCheck:
      'මෙම මුදල් ආපසු ගෙවීමේ ප්‍රතිඵලය නොදනී: PayHere එය ආපසු ගෙවා තිබිය හැක. PayHere ද්වාරයේ ගෙවීම පරීක්ෂා කර එහි යොමු අංකය ඇතුළත් කරන්න, නැතහොත් එහිදී ආපසු ගෙවා එම යොමු අංකය ඇතුළත් කරන්න.',
    refundUnderWay: 'මෙම ආපසු යැවීමේ මුදල් දැන් ආපසු ගෙවමින් පවතී. කරුණාකර මොහොතකින් පිටුව නැවත පූරණය කරන්න.',
    orderHasReturn: 'මෙම ඇණවුමට ආපසු යැවීමක් ඇත. ඇණවුම අවලංගු කරනවා වෙනුවට එය RETURNS යටතේ හසුරුවන්න.',
    orderCanceled: 'මෙම ඇණවුම අවලංගු කර ඇති බැවින් එහි ආපසු යැවීම භාර ගත නොහැක.',
    cannotMove: 'මෙම ආපසු යැවීම {0} සිට {1} දක්වා ගෙන යා නොහැක.',
  },
  ta: {
    requested: 'உங்கள் திருப்பி அனுப்பும் கோரிக்கை அனுப்பப்பட்டது.',
    updated: 'திருப்பி அனுப்புதல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது',
    notReturnable: 'இந்த ஆர்டரை இனி திருப்பி அனுப்ப முடியாது.',
    tooMany: 'நீங்கள் பெற்றதை விட அதிகமாகத் திருப்பி அனுப்ப முடியாது.',
    finalSale: 'இறுதி விற்பனைப் பொருட்களைத் திருப்பி அனுப்ப முடியாது.',
    refundReference: 'தயவுசெய்து வங்கிப் பரிமாற்றக் குறிப்பு எண்ணை உள்ளிடவும்.',
    kokoRefundReference: 'தயவுசெய்து KOKO வணிகர் தளத்திலுள்ள பணத்திருப்பக் குறிப்பு எண்ணை உள்ளிடவும்.',
    payhereRefused: 'PayHere பணத்திருப்பத்தை ஏற்கவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
    payhereSilent:
      'PayHere பதிலளிக்கவில்லை, எனவே பணத்திருப்பம் நடந்திருக்கலாம். மீண்டும் முயற்சிக்கும் முன் PayHere தளத்தில் கட்டணத்தைச் சரிபார்க்கவும்.',
    refundCheck:
      'இந்தப் பணத்திருப்பத்தின் முடிவு தெரியவில்லை: PayHere அதைத் திருப்பியிருக்கலாம். PayHere தளத்தில் கட்டணத்தைச் சரிபார்த்து அதன் குறிப்பு எண்ணை உள்ளிடவும், அல்லது அங்கே திருப்பி அந்தக் குறிப்பு எண்ணை உள்ளிடவும்.',
    refundUnderWay: 'இந்தத் திருப்பி அனுப்புதலுக்கான பணம் இப்போது திருப்பப்படுகிறது. சிறிது நேரத்தில் பக்கத்தை மீண்டும் ஏற்றவும்.',
    orderHasReturn: 'இந்த ஆர்டருக்கு ஒரு திருப்பி அனுப்புதல் உள்ளது. ஆர்டரை ரத்து செய்வதற்குப் பதிலாக RETURNS இல் அதைக் கையாளவும்.',
    orderCanceled: 'இந்த ஆர்டர் ரத்து செய்யப்பட்டதால், அதன் திருப்பி அனுப்புதலைப் பெற முடியாது.',
    cannotMove: 'இந்தத் திருப்பி அனுப்புதலை {0} இலிருந்து {1} க்கு மாற்ற முடியாது.',
  },
};

export const returnFormMessagesIn: InOtherLanguages<typeof returnFormMessages> = {
  si: {
    items: 'කරුණාකර ආපසු දීමට අවම වශයෙන් එක් භාණ්ඩයක්වත් තෝරන්න.',
    itemsMax: 'කරුණාකර එකවර විවිධ භාණ්ඩ 50කට වඩා ආපසු නොයවන්න.',
    itemTwice: 'කරුණාකර සෑම භාණ්ඩයක්ම එක් වරක් පමණක් සඳහන් කරන්න.',
    productId: 'කරුණාකර මෙම ඇණවුමේ භාණ්ඩයක් තෝරන්න.',
    variantId: 'කරුණාකර ඔබට ලැබුණු ප්‍රමාණය හෝ විකල්පය තෝරන්න.',
    quantity: 'කරුණාකර අවම වශයෙන් 1 ක ප්‍රමාණයක් ඇතුළත් කරන්න.',
    noteTooLong: 'කරුණාකර සටහන අක්ෂර 500ක් හෝ ඊට අඩුවෙන් තබන්න.',
    referenceTooLong: 'කරුණාකර යොමු අංකය අක්ෂර 100ක් හෝ ඊට අඩුවෙන් තබන්න.',
    controlCharacters: 'කරුණාකර සාමාන්‍ය පාඨය පමණක් භාවිත කරන්න.',
  },
  ta: {
    items: 'திருப்பி அனுப்ப குறைந்தது ஒரு பொருளையாவது தேர்ந்தெடுங்கள்.',
    itemsMax: 'தயவுசெய்து ஒரே நேரத்தில் அதிகபட்சம் 50 வெவ்வேறு பொருட்களைத் திருப்பி அனுப்பவும்.',
    itemTwice: 'தயவுசெய்து ஒவ்வொரு பொருளையும் ஒருமுறை மட்டும் குறிப்பிடவும்.',
    productId: 'தயவுசெய்து இந்த ஆர்டரிலுள்ள ஒரு பொருளைத் தேர்ந்தெடுக்கவும்.',
    variantId: 'தயவுசெய்து நீங்கள் பெற்ற அளவு அல்லது விருப்பத்தைத் தேர்ந்தெடுக்கவும்.',
    quantity: 'தயவுசெய்து குறைந்தது 1 என்ற எண்ணிக்கையை உள்ளிடவும்.',
    noteTooLong: 'தயவுசெய்து குறிப்பை 500 எழுத்துகள் அல்லது அதற்குக் குறைவாக வைக்கவும்.',
    referenceTooLong: 'தயவுசெய்து குறிப்பு எண்ணை 100 எழுத்துகள் அல்லது அதற்குக் குறைவாக வைக்கவும்.',
    controlCharacters: 'தயவுசெய்து சாதாரண உரையை மட்டும் பயன்படுத்தவும்.',
  },
};
