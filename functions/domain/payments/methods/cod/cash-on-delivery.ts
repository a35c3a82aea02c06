import { returnMessages } from '../../../../../shared/rules/returns';
import { BANK_REFUND_NEWS } from '../bank-refund-words';
import type { PaymentMethodPlugin } from '../method';
import { startCodConfirmation } from './cod-confirmation';

/**
 * Cash on delivery (S8): the courier collects the money, so the order is a sale and is confirmed as soon as it is
 * placed, never expires and cannot be paid online. A return is refunded by a bank transfer staff make by hand.
 * Unless the setting turns it off, the customer confirms the order before it is prepared (issue 31).
 */
export const cashOnDelivery = {
  id: 'COD',
  checkoutRoute: 'checkout-cod',
  newOrderPayment: async () => ({ paymentStatus: 'on_delivery' }),
  checkoutAnswer: async () => ({}),
  confirmedWhen: 'placed',
  saleBeforePayment: true,
  canPayAgain: false,
  expiresUnpaid: false,
  // Issue 31: the customer confirms each cash order (COD_CONFIRMATION), and repeated refusals at the door withhold it.
  startConfirmation: startCodConfirmation,
  withheldAfterRefusals: true,
  refunds: {
    by: 'staff',
    method: 'bank_transfer',
    referenceMissing: returnMessages.refundReference,
    timelineNote: (reference) => `by bank transfer (reference ${reference})`,
    mailNews: BANK_REFUND_NEWS,
  },
  texts: {
    sms: {
      en: 'cash on delivery',
      si: 'භාණ්ඩ ලැබෙන විට මුදලින් ගෙවන්න',
      ta: 'பொருள் வந்ததும் பணமாகச் செலுத்துங்கள்',
    },
    mailTotal: {
      en: 'Total (Cash on Delivery)',
      si: 'මුළු මුදල (භාණ්ඩ ලැබෙන විට ගෙවීම)',
      ta: 'மொத்தம் (பொருள் வந்ததும் பணம்)',
    },
    mailPayment: {
      text: {
        en: 'Please keep {total} ready for the courier.',
        si: 'කරුණාකර කුරියර් නියෝජිතයාට ගෙවීමට {total} සූදානම් කර තබාගන්න.',
        ta: 'கூரியர் வரும்போது செலுத்த {total} தயாராக வைத்திருங்கள்.',
      },
      html: {
        en: 'Please keep {total} ready for the courier (Cash on Delivery).',
        si: 'කරුණාකර කුරියර් නියෝජිතයාට ගෙවීමට {total} සූදානම් කර තබාගන්න (භාණ්ඩ ලැබෙන විට ගෙවීම).',
        ta: 'கூரியர் வரும்போது செலுத்த {total} தயாராக வைத்திருங்கள் (பொருள் வந்ததும் பணம்).',
      },
    },
  },
} as const satisfies PaymentMethodPlugin<Record<string, never>>;
