import { bankTransferMessages } from '../../../../../shared/messages/bank-transfer';
import { returnMessages } from '../../../../../shared/rules/returns';
import { BANK_REFUND_NEWS } from '../bank-refund-words';
import type { PaymentMethodPlugin } from '../method';
import { bankAccountSet, bankSettings } from './bank-config';
import { bankOrderDetails, bankTransferDetails, type BankTransferDetails } from './bank-details';
import { transferInstructions, transferSms } from './bank-texts';

/**
 * A bank transfer with a slip: the order is placed and confirmed at once with the shop's account and the amount; the
 * customer transfers from the banking app and uploads the slip, staff accept it (paid) or refuse it with a reason
 * (another may be sent). It is a sale once paid. An order with no slip, or only a refused one, when its window closes
 * is canceled; one whose slip staff are checking is not. A return is refunded by a transfer staff make by hand.
 */
const TRANSFER_ASK = {
  en: 'Please transfer {total} to the account below.',
  si: 'කරුණාකර {total} පහත ගිණුමට මාරු කරන්න.',
  ta: 'தயவுசெய்து {total} தொகையைக் கீழே உள்ள கணக்கிற்கு மாற்றுங்கள்.',
};

export const bankTransfer = {
  id: 'BANK_TRANSFER',
  checkoutRoute: 'checkout-cod',
  // A shop without the account to pay into does not offer it (its checkout is a 409, not a server error).
  notOffered: () => (bankAccountSet() ? null : bankTransferMessages.notOffered),
  // The settings are read before anything is written: a shop without an account to pay into places no order.
  newOrderPayment: async (now) => {
    const { windowSeconds } = bankSettings();
    return {
      paymentStatus: 'awaiting_slip',
      paymentDeadline: new Date(now.getTime() + windowSeconds * 1000).toISOString(),
    };
  },
  checkoutAnswer: async (order) => ({ bank_transfer: bankTransferDetails(order) }),
  orderDetails: bankOrderDetails,
  confirmedWhen: 'placed',
  saleBeforePayment: false,
  canPayAgain: false,
  expiresUnpaid: true,
  waitingStatuses: ['awaiting_slip', 'slip_rejected'],
  notPaidToPrepare: bankTransferMessages.notPaid,
  refunds: {
    by: 'staff',
    method: 'bank_transfer',
    referenceMissing: returnMessages.refundReference,
    timelineNote: (reference) => `by bank transfer (reference ${reference})`,
    mailNews: BANK_REFUND_NEWS,
  },
  texts: {
    sms: {
      en: 'to pay by bank transfer',
      si: 'බැංකු මාරුවකින් ගෙවිය යුතුයි',
      ta: 'வங்கிப் பரிமாற்றம் மூலம் செலுத்த வேண்டும்',
    },
    smsDetails: transferSms,
    mailTotal: { en: 'Total (Bank transfer)', si: 'මුළු මුදල (බැංකු මාරුව)', ta: 'மொத்தம் (வங்கிப் பரிமாற்றம்)' },
    mailPayment: { text: TRANSFER_ASK, html: TRANSFER_ASK },
    mailDetails: transferInstructions,
    expiredNews: {
      en: 'We did not receive the bank slip for your order in time, so it has been canceled. If you have already transferred the money, reply to this mail with the slip and we will refund it.',
      si: 'ඔබගේ ඇණවුම සඳහා බැංකු පත්‍රිකාව නියමිත කාලය තුළ අපට නොලැබුණු නිසා, එය අවලංගු කළා. ඔබ දැනටමත් මුදල් මාරු කර ඇත්නම්, පත්‍රිකාව සමඟ මෙම තැපෑලට පිළිතුරු දෙන්න; අපි එම මුදල ආපසු ගෙවන්නෙමු.',
      ta: 'உங்கள் ஆர்டருக்கான வங்கிச் சீட்டு உரிய நேரத்தில் கிடைக்காததால், அது ரத்துசெய்யப்பட்டது. நீங்கள் ஏற்கனவே பணத்தை மாற்றியிருந்தால், சீட்டுடன் இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள்; அந்தத் தொகையைத் திருப்பித் தருவோம்.',
    },
  },
} as const satisfies PaymentMethodPlugin<{ bank_transfer: BankTransferDetails }>;
