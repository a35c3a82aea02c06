import type { OrderRecord } from '../../../orders';
import type { PaymentMethodPlugin } from '../method';
import { payhereSettings } from './payhere-config';
import { decideNotification, verifiedNotification } from './payhere-notification';
import { refundPayment } from './payhere-refund';
import { paymentObject, type PaymentObject } from './payment-object';

const ID = 'CARD';

const CARD_RECEIVED = {
  en: 'Your card payment was received.',
  si: 'ඔබගේ කාඩ්පත් ගෙවීම අපට ලැබුණා.',
  ta: 'உங்கள் அட்டைக் கட்டணம் எங்களுக்குக் கிடைத்தது.',
};

/** What a card checkout and a new try at paying answer: the object PayHere's `startPayment` takes, and its script. */
export interface CardPaymentStart {
  payhere: PaymentObject;
  sdk_url: string;
}

async function cardPaymentStart(order: OrderRecord): Promise<CardPaymentStart> {
  const settings = await payhereSettings();
  return { payhere: paymentObject(order, settings), sdk_url: settings.sdkUrl };
}

/**
 * A card paid through PayHere's onsite checkout (S9, decision 0025): the order holds its stock but waits for
 * PayHere's signed notification; it is a sale and is confirmed only once paid, may be paid again while its window is
 * open, and ends when the window closes unpaid. A return is refunded through PayHere's Merchant API.
 */
export const payhereCard = {
  id: ID,
  checkoutRoute: 'checkout-payhere',
  // The merchant's settings are read before anything is written: a shop that cannot sign a payment places no order.
  newOrderPayment: async (now) => {
    const { paymentWindowSeconds } = await payhereSettings();
    return {
      paymentStatus: 'unpaid',
      paymentDeadline: new Date(now.getTime() + paymentWindowSeconds * 1000).toISOString(),
    };
  },
  checkoutAnswer: cardPaymentStart,
  confirmedWhen: 'paid',
  saleBeforePayment: false,
  canPayAgain: true,
  expiresUnpaid: true,
  notifications: {
    verify: async (form) => {
      const { n, order } = await verifiedNotification(form, ID);
      return { order, decide: (current, at) => decideNotification(n, current, at) };
    },
  },
  refunds: {
    by: 'provider',
    method: 'payhere',
    refund: async (order, amountCents, description) => {
      const paymentId = order.payment?.paymentId;
      return paymentId ? refundPayment({ paymentId, amountCents, description }) : { kind: 'refused' };
    },
    timelineNote: (reference) => `through PayHere (refund ${reference})`,
    mailNews: {
      en: 'We have refunded {amount} to the card you paid with. Your bank may take a few days to show it.',
      si: 'ඔබ ගෙවූ කාඩ්පතට අපි {amount} ආපසු ගෙවුවා. එය පෙන්වීමට ඔබගේ බැංකුවට දින කිහිපයක් ගත විය හැකියි.',
      ta: 'நீங்கள் பணம் செலுத்திய அட்டைக்கு {amount} திருப்பித் தந்துள்ளோம். அது தெரிய உங்கள் வங்கிக்குச் சில நாட்கள் ஆகலாம்.',
    },
  },
  texts: {
    sms: { en: 'paid by card', si: 'කාඩ්පතෙන් ගෙවා ඇත', ta: 'அட்டை மூலம் செலுத்தப்பட்டது' },
    mailTotal: {
      en: 'Total (paid by card)',
      si: 'මුළු මුදල (කාඩ්පතෙන් ගෙවා ඇත)',
      ta: 'மொத்தம் (அட்டை மூலம் செலுத்தப்பட்டது)',
    },
    mailPayment: {
      text: CARD_RECEIVED,
      html: CARD_RECEIVED,
    },
  },
} as const satisfies PaymentMethodPlugin<CardPaymentStart>;
