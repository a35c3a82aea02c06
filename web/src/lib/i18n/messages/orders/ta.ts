import type { Texts } from '../area';
import type { ordersEn } from './en';

/**
 * A guest's order page and Find my order in Tamil. "எனது கணக்கில் சேர்" is the button the order mail's claim words
 * name (shared/messages/guest-order-claim.ts).
 */
export const ordersTa: Texts<typeof ordersEn> = {
  'findOrder.title': 'எனது ஆர்டரைக் கண்டறிக',
  'findOrder.intro':
    'கணக்கு இல்லாமல் வாங்கினீர்களா? உங்கள் மின்னஞ்சல் அல்லது SMS இல் உள்ள ஆர்டர் எண்ணையும் நீங்கள் கொடுத்த தொலைபேசி எண்ணையும் உள்ளிடுங்கள்.',
  'findOrder.orderNumber': 'ஆர்டர் எண் *',
  'findOrder.phone': 'தொலைபேசி *',
  'findOrder.send': 'எனக்கு ஒரு குறியீட்டை அனுப்பு',
  'findOrder.sending': 'அனுப்பப்படுகிறது...',
  'findOrder.codeIntro':
    'ஆர்டர் எண்ணும் தொலைபேசி எண்ணும் ஒரு ஆர்டருடன் பொருந்தினால், அதன் தொலைபேசிக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்.',
  'findOrder.code': 'குறியீடு *',
  'findOrder.open': 'எனது ஆர்டரைத் திற',
  'findOrder.opening': 'சரிபார்க்கப்படுகிறது...',
  'findOrder.required': 'இரண்டு புலங்களையும் நிரப்பவும்.',
  'findOrder.codeFormat': '6 இலக்கக் குறியீட்டை உள்ளிடவும்.',
  'findOrder.failed': 'ஏதோ தவறு நடந்தது. மீண்டும் முயற்சிக்கவும்.',
  'orderLink.title': 'உங்கள் ஆர்டர்',
  'orderLink.loading': 'உங்கள் ஆர்டர் ஏற்றப்படுகிறது...',
  'orderLink.notFound':
    'இந்த ஆர்டரைக் கண்டறிய முடியவில்லை. இணைப்பு முழுமையற்றதாக இருக்கலாம், அல்லது புதிய இணைப்பு அதை மாற்றியிருக்கலாம்.',
  'orderLink.failed': 'உங்கள் ஆர்டரை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'orderLink.tryAgain': 'மீண்டும் முயற்சிக்கவும்',
  'orderLink.claim': 'எனது கணக்கில் சேர்',
  'orderLink.claiming': 'சேர்க்கப்படுகிறது...',
  'orderLink.claimed': 'ஆர்டர் இப்போது எனது ஆர்டர்களில் உள்ளது.',
  'orderLink.openOrders': 'எனது ஆர்டர்களைத் திற',
  'orderLink.claimFailed': 'ஆர்டரை உங்கள் கணக்கில் சேர்க்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'orderLink.next': 'அடுத்து என்ன',
  'orderLink.next.confirm': 'நாங்கள் அனுப்பிய SMS இல் உள்ள இணைப்பு அல்லது 6 இலக்கக் குறியீடு மூலம் உங்கள் பண ஆர்டரை உறுதிசெய்யுங்கள்.',
  'orderLink.next.pay': 'இந்த ஆர்டர் அதன் கட்டணத்திற்காகக் காத்திருக்கிறது.',
  'orderLink.next.return': 'இந்த ஆர்டரின் பொருட்களைத் திருப்பி அனுப்பும் காலத்திற்குள் திருப்பி அனுப்பலாம்.',
  'orderLink.next.add_to_account': 'கணக்கு உள்ளதா? உள்நுழைந்து இந்த ஆர்டரை அதில் சேர்த்தால், எனது ஆர்டர்களில் காணலாம்.',
};
