import type { Words } from '../../../lib/words';

/** The refund news of a method whose money staff send back by bank transfer (cash on delivery, bank transfer). */
export const BANK_REFUND_NEWS: Words = {
  en: 'We have sent {amount} to your bank account (transfer reference {reference}).',
  si: 'අපි ඔබගේ බැංකු ගිණුමට {amount} එවුවා (මාරු කිරීමේ යොමු අංකය {reference}).',
  ta: 'உங்கள் வங்கிக் கணக்கிற்கு {amount} அனுப்பியுள்ளோம் (பரிமாற்றக் குறிப்பு எண் {reference}).',
};
