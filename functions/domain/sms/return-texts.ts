import { DEFAULT_LANGUAGE, type Language } from '../../../shared/rules/languages';
import { moneyIn } from '../../../shared/rules/language-formats';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import { smsFrom, withTail } from './fit';

export type ReturnSmsStep = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

export interface ReturnSmsFacts {
  orderId: number;
  returnId: number;
  refundAmountCents?: number;
  note?: string | null;
  /** The order's language (issue 34); absent: English. */
  language?: Language;
}

/** The texts' words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  about: { en: '#{returnId} (order {number})', si: '#{returnId} (ඇණවුම {number})', ta: '#{returnId} (ஆர்டர் {number})' },
  requested: {
    en: 'We received your return request {about}. We will let you know when it is reviewed.',
    si: 'ඔබගේ ආපසු යැවීමේ ඉල්ලීම {about} අපට ලැබුණා. එය සලකා බැලූ පසු අපි දන්වන්නෙමු.',
    ta: 'உங்கள் திருப்பி அனுப்பும் கோரிக்கை {about} கிடைத்தது. பரிசீலித்ததும் தெரிவிப்போம்.',
  },
  approved: {
    en: 'Your return {about} was approved. Please send the items back to us.',
    si: 'ඔබගේ ආපසු යැවීම {about} අනුමත කළා. කරුණාකර භාණ්ඩ අප වෙත ආපසු එවන්න.',
    ta: 'உங்கள் திருப்பி அனுப்புதல் {about} அங்கீகரிக்கப்பட்டது. பொருட்களை எங்களுக்குத் திருப்பி அனுப்புங்கள்.',
  },
  rejected: {
    en: 'Your return {about} was not approved.',
    si: 'ඔබගේ ආපසු යැවීම {about} අනුමත කළේ නැහැ.',
    ta: 'உங்கள் திருப்பி அனுப்புதல் {about} அங்கீகரிக்கப்படவில்லை.',
  },
  receivedNothing: {
    en: 'We received the items of your return {about}. There is nothing to refund ({zero}).',
    si: 'ඔබගේ ආපසු යැවීමේ {about} භාණ්ඩ අපට ලැබුණා. ආපසු ගෙවිය යුතු මුදලක් නැහැ ({zero}).',
    ta: 'உங்கள் திருப்பி அனுப்புதல் {about} பொருட்கள் கிடைத்தன. திருப்பித் தர எதுவும் இல்லை ({zero}).',
  },
  received: {
    en: 'We received the items of your return {about}. Your refund is on its way.',
    si: 'ඔබගේ ආපසු යැවීමේ {about} භාණ්ඩ අපට ලැබුණා. ඔබගේ මුදල් ආපසු ගෙවීම එමින් තිබේ.',
    ta: 'உங்கள் திருப்பி அனுப்புதல் {about} பொருட்கள் கிடைத்தன. உங்கள் பணத்திருப்பம் வந்துகொண்டிருக்கிறது.',
  },
  refundSent: {
    en: 'Your refund for return {about} was sent.',
    si: 'ආපසු යැවීම {about} සඳහා ඔබගේ මුදල් එවා ඇත.',
    ta: 'திருப்பி அனுப்புதல் {about} இற்கான உங்கள் பணம் அனுப்பப்பட்டது.',
  },
  refundedNothing: {
    en: 'Your return {about} is complete: there was nothing to refund ({zero}).',
    si: 'ඔබගේ ආපසු යැවීම {about} අවසන්: ආපසු ගෙවිය යුතු මුදලක් තිබුණේ නැහැ ({zero}).',
    ta: 'உங்கள் திருப்பி அனுப்புதல் {about} நிறைவடைந்தது: திருப்பித் தர எதுவும் இல்லை ({zero}).',
  },
  refunded: {
    en: 'Your refund of {amount} for return {about} was sent.',
    si: 'ආපසු යැවීම {about} සඳහා {amount} ක මුදල ඔබට එවා ඇත.',
    ta: 'திருப்பி அனுப்புதல் {about} இற்கான {amount} பணத்திருப்பம் அனுப்பப்பட்டது.',
  },
  note: { en: ' Note: {note}', si: ' සටහන: {note}', ta: ' குறிப்பு: {note}' },
} satisfies Record<string, Words>;

/** Which words a step says, by what was refunded. */
function newsOf(step: ReturnSmsStep, { refundAmountCents }: ReturnSmsFacts): Words {
  if (step === 'received') return refundAmountCents === 0 ? WORDS.receivedNothing : WORDS.received;
  if (step === 'refunded')
    return refundAmountCents === undefined
      ? WORDS.refundSent
      : refundAmountCents === 0
        ? WORDS.refundedNothing
        : WORDS.refunded;
  return WORDS[step];
}

/**
 * A return's step in the order's language, with the staff's note (cut between letters to what fits in two
 * segments) where one was given.
 */
export function returnStepSms(step: ReturnSmsStep, facts: ReturnSmsFacts): string {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  const about = say(WORDS.about, language, { returnId: String(facts.returnId), number: orderNumber(facts.orderId) });
  const base = smsFrom(
    say(newsOf(step, facts), language, {
      about,
      zero: moneyIn(language, 0),
      amount: moneyIn(language, facts.refundAmountCents ?? 0),
    }),
  );
  const note = facts.note?.trim().replace(/\s+/g, ' ');
  return note ? withTail(base, say(WORDS.note, language, { note })) : base;
}
