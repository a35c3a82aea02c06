import { fromCents } from '../../../../../shared/rules/money';
import { returnMessages } from '../../../../../shared/rules/returns';
import { kokoMessages } from '../../../../../shared/messages/koko';
import { amountNotOffered } from '../../payment-errors';
import { paymentWindowSeconds } from '../payhere-card/payhere-config';
import type { PaymentMethodPlugin } from '../method';
import { kokoRange, kokoSettings } from './koko-config';
import { kokoForm, type KokoForm } from './koko-form';
import { decideCallback, verifiedCallback } from './koko-notification';

const ID = 'KOKO';

const KOKO_ACCEPTED = {
  en: 'Your KOKO payment plan for {total} was accepted.',
  si: '{total} සඳහා ඔබගේ KOKO ගෙවීම් සැලැස්ම පිළිගනු ලැබුවා.',
  ta: '{total} தொகைக்கான உங்கள் KOKO கட்டணத் திட்டம் ஏற்றுக்கொள்ளப்பட்டது.',
};

/** What a KOKO checkout and a new try at paying answer: the signed form the browser posts to KOKO. */
export interface KokoPaymentStart {
  koko: KokoForm;
}

/**
 * KOKO, pay in 3: the browser posts a signed form to KOKO, which calls back with its own signature. Like a card, the
 * order holds its stock but is a sale and confirmed only once paid, may be paid again while the shop's payment window
 * is open, and ends when it closes unpaid. KOKO takes only totals within the merchant's range. A return is refunded
 * by staff in KOKO's merchant portal, who enter its reference.
 */
export const kokoPayIn3 = {
  id: ID,
  checkoutRoute: 'koko-checkout',
  // The merchant's settings are read before anything is written: a shop that cannot sign the form places no order.
  newOrderPayment: async (now) => {
    await kokoSettings();
    return {
      paymentStatus: 'unpaid',
      paymentDeadline: new Date(now.getTime() + paymentWindowSeconds() * 1000).toISOString(),
    };
  },
  checkTotal: async (totalCents) => {
    const { minCents, maxCents } = kokoRange();
    if (totalCents < minCents || totalCents > maxCents) throw amountNotOffered(kokoMessages.amountNotOffered);
  },
  checkoutAnswer: async (order) => ({ koko: kokoForm(order, await kokoSettings()) }),
  confirmedWhen: 'paid',
  saleBeforePayment: false,
  canPayAgain: true,
  expiresUnpaid: true,
  notifications: {
    verify: async (form) => {
      const { callback, order } = await verifiedCallback(form, ID);
      return { order, decide: (current, at) => decideCallback(callback, current, at) };
    },
  },
  refunds: {
    by: 'staff',
    method: 'koko',
    referenceMissing: returnMessages.kokoRefundReference,
    timelineNote: (reference) => `in KOKO's merchant portal (reference ${reference})`,
    mailNews: {
      en: 'We have refunded {amount} through KOKO (KOKO refund reference {reference}).',
      si: 'අපි KOKO හරහා {amount} ආපසු ගෙවුවා (KOKO ආපසු ගෙවීමේ යොමු අංකය {reference}).',
      ta: 'KOKO மூலம் {amount} திருப்பித் தந்துள்ளோம் (KOKO பணத்திருப்பக் குறிப்பு எண் {reference}).',
    },
  },
  texts: {
    sms: { en: 'paid with KOKO', si: 'KOKO මගින් ගෙවා ඇත', ta: 'KOKO மூலம் செலுத்தப்பட்டது' },
    mailTotal: {
      en: 'Total (KOKO, pay in 3)',
      si: 'මුළු මුදල (KOKO, වාරික 3කින්)',
      ta: 'மொத்தம் (KOKO, 3 தவணைகளில்)',
    },
    mailPayment: { text: KOKO_ACCEPTED, html: KOKO_ACCEPTED },
    failedNews: {
      en: 'Your KOKO payment did not go through. You can try again {place} until the payment window closes.',
      si: 'ඔබගේ KOKO ගෙවීම සාර්ථක වුණේ නැහැ. ගෙවීමේ කාලය අවසන් වන තුරු {where, select, guest {ඔබගේ ඇණවුමේ පිටුවෙන්} other {මගේ ඇණවුම් වෙතින්}} නැවත උත්සාහ කළ හැකියි.',
      ta: 'உங்கள் KOKO கட்டணம் வெற்றிபெறவில்லை. கட்டணச் சாளரம் மூடும் வரை {where, select, guest {உங்கள் ஆர்டர் பக்கத்திலிருந்து} other {எனது ஆர்டர்களிலிருந்து}} மீண்டும் முயற்சிக்கலாம்.',
    },
    expiredNews: {
      en: 'We did not receive the KOKO payment for your order in time, so it has been canceled. Nothing was charged.',
      si: 'ඔබගේ ඇණවුම සඳහා KOKO ගෙවීම නියමිත කාලය තුළ අපට නොලැබුණු නිසා, එය අවලංගු කළා. කිසිදු මුදලක් අය කළේ නැහැ.',
      ta: 'உங்கள் ஆர்டருக்கான KOKO கட்டணம் உரிய நேரத்தில் கிடைக்காததால், அது ரத்துசெய்யப்பட்டது. எந்தத் தொகையும் வசூலிக்கப்படவில்லை.',
    },
  },
} as const satisfies PaymentMethodPlugin<KokoPaymentStart>;

/** The range as the browser is told it, in rupees. */
export const kokoOffer = () => {
  const { minCents, maxCents } = kokoRange();
  return { min_amount: fromCents(minCents), max_amount: fromCents(maxCents) };
};
