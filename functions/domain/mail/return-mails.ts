import { brand } from '../../../shared/brand';
import { moneyIn } from '../../../shared/rules/language-formats';
import type { Language } from '../../../shared/rules/languages';
import { orderNumber } from '../../../shared/rules/orders';
import type { ReturnStatus } from '../../../shared/rules/returns';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { customerLineText, orderLanguage, type OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';
import type { ReturnRecord } from '../returns';
import { MAIL_WORDS, subjectOf } from './common-words';
import { brandedHtml, escapeHtml, itemListHtml } from './layout';

/** Each step's title, in the shop's three languages (issue 34); English exactly as it always was. */
const TITLES: Record<ReturnStatus | 'complete', Words> = {
  requested: {
    en: 'We have received your return request',
    si: 'ඔබගේ ආපසු යැවීමේ ඉල්ලීම අපට ලැබුණා',
    ta: 'உங்கள் திருப்பி அனுப்பும் கோரிக்கை கிடைத்தது',
  },
  approved: {
    en: 'Your return is approved',
    si: 'ඔබගේ ආපසු යැවීම අනුමත කළා',
    ta: 'உங்கள் திருப்பி அனுப்புதல் அங்கீகரிக்கப்பட்டது',
  },
  rejected: {
    en: 'Your return was not approved',
    si: 'ඔබගේ ආපසු යැවීම අනුමත කළේ නැහැ',
    ta: 'உங்கள் திருப்பி அனுப்புதல் அங்கீகரிக்கப்படவில்லை',
  },
  received: {
    en: 'We have received your returned items',
    si: 'ඔබ ආපසු එවූ භාණ්ඩ අපට ලැබුණා',
    ta: 'நீங்கள் திருப்பி அனுப்பிய பொருட்கள் கிடைத்தன',
  },
  refunded: {
    en: 'Your refund is on its way',
    si: 'ඔබගේ මුදල් ආපසු ගෙවීම එමින් තිබේ',
    ta: 'உங்கள் பணத்திருப்பம் வந்துகொண்டிருக்கிறது',
  },
  complete: {
    en: 'Your return is complete',
    si: 'ඔබගේ ආපසු යැවීම අවසන්',
    ta: 'உங்கள் திருப்பி அனுப்புதல் நிறைவடைந்தது',
  },
};

/** The step as the summary line names it: its code in English, as always; a word in Sinhala and Tamil. */
const STATUS_NAMES: Record<ReturnStatus, Words> = {
  requested: { en: 'requested', si: 'ඉල්ලා ඇත', ta: 'கோரப்பட்டது' },
  approved: { en: 'approved', si: 'අනුමතයි', ta: 'அங்கீகரிக்கப்பட்டது' },
  rejected: { en: 'rejected', si: 'ප්‍රතික්ෂේපිතයි', ta: 'நிராகரிக்கப்பட்டது' },
  received: { en: 'received', si: 'ලැබුණා', ta: 'பெறப்பட்டது' },
  refunded: { en: 'refunded', si: 'ආපසු ගෙවා ඇත', ta: 'திருப்பித் தரப்பட்டது' },
};

const WORDS = {
  title: {
    en: '{title} (return #{id}, order {number})',
    si: '{title} (ආපසු යැවීම #{id}, ඇණවුම {number})',
    ta: '{title} (திருப்பி அனுப்புதல் #{id}, ஆர்டர் {number})',
  },
  requested: {
    en: 'We will look at your request and reply within two working days.',
    si: 'අපි ඔබගේ ඉල්ලීම සලකා බලා වැඩ කරන දින දෙකක් ඇතුළත පිළිතුරු දෙන්නෙමු.',
    ta: 'உங்கள் கோரிக்கையைப் பார்த்து இரண்டு வேலை நாட்களுக்குள் பதிலளிப்போம்.',
  },
  approved: {
    en: 'Please send the items back to us; the courier will call you to collect them.',
    si: 'කරුණාකර භාණ්ඩ අප වෙත ආපසු එවන්න; ඒවා රැගෙන යාමට කුරියර් නියෝජිතයා ඔබට කතා කරනු ඇත.',
    ta: 'தயவுசெய்து பொருட்களை எங்களுக்குத் திருப்பி அனுப்புங்கள்; அவற்றைப் பெற்றுக்கொள்ள கூரியர் உங்களை அழைப்பார்.',
  },
  rejected: {
    en: 'We cannot accept this return. If you have questions, please reply to this mail.',
    si: 'අපට මෙම ආපසු යැවීම පිළිගත නොහැකියි. ප්‍රශ්න ඇත්නම්, කරුණාකර මෙම තැපෑලට පිළිතුරු දෙන්න.',
    ta: 'இந்தத் திருப்பி அனுப்புதலை எங்களால் ஏற்க முடியாது. கேள்விகள் இருந்தால், இந்த மின்னஞ்சலுக்குப் பதில் அனுப்புங்கள்.',
  },
  receivedNothing: {
    en: 'The items are back with us. There is nothing to refund for them ({amount}), so we will close your return.',
    si: 'භාණ්ඩ නැවත අප වෙත ලැබුණා. ඒවා සඳහා ආපසු ගෙවිය යුතු මුදලක් නැති නිසා ({amount}), අපි ඔබගේ ආපසු යැවීම වසා දමන්නෙමු.',
    ta: 'பொருட்கள் எங்களிடம் திரும்ப வந்துவிட்டன. அவற்றுக்குத் திருப்பித் தர எதுவும் இல்லாததால் ({amount}), உங்கள் திருப்பி அனுப்புதலை மூடுவோம்.',
  },
  received: {
    en: 'The items are back with us. We will refund {amount} shortly.',
    si: 'භාණ්ඩ නැවත අප වෙත ලැබුණා. අපි ඉක්මනින් {amount} ආපසු ගෙවන්නෙමු.',
    ta: 'பொருட்கள் எங்களிடம் திரும்ப வந்துவிட்டன. விரைவில் {amount} திருப்பித் தருவோம்.',
  },
  refundedNothing: {
    en: 'There is nothing to refund for these items ({amount}), so your return is complete.',
    si: 'මෙම භාණ්ඩ සඳහා ආපසු ගෙවිය යුතු මුදලක් නැති නිසා ({amount}), ඔබගේ ආපසු යැවීම අවසන්.',
    ta: 'இந்தப் பொருட்களுக்குத் திருப்பித் தர எதுவும் இல்லாததால் ({amount}), உங்கள் திருப்பி அனுப்புதல் நிறைவடைந்தது.',
  },
  note: { en: 'Note from the shop: {note}', si: 'වෙළඳසැලේ සටහන: {note}', ta: 'கடையின் குறிப்பு: {note}' },
  summary: {
    en: 'Return #{id} of order {number}:',
    si: 'ඇණවුම {number} හි ආපසු යැවීම #{id}:',
    ta: 'ஆர்டர் {number} இன் திருப்பி அனுப்புதல் #{id}:',
  },
  returnId: { en: 'Return #{id}', si: 'ආපසු යැවීම #{id}', ta: 'திருப்பி அனுப்புதல் #{id}' },
  orderLower: { en: 'order {number}', si: 'ඇණවුම {number}', ta: 'ஆர்டர் {number}' },
} satisfies Record<string, Words>;

/** A return refunded with 0 (its items cost nothing after the code): nothing went back, it is only closed. */
const closedWithNothing = (r: ReturnRecord) => r.status === 'refunded' && r.refundCents === 0;

function news(order: OrderRecord, r: ReturnRecord, language: Language): string {
  const amount = moneyIn(language, r.refundCents);
  switch (r.status) {
    case 'requested':
    case 'approved':
    case 'rejected':
      return say(WORDS[r.status], language);
    case 'received':
      // Nothing to refund (the items cost nothing after the code): no refund is promised (issue 31's cash returns).
      return say(r.refundCents === 0 ? WORDS.receivedNothing : WORDS.received, language, { amount });
    case 'refunded':
      if (closedWithNothing(r)) return say(WORDS.refundedNothing, language, { amount });
      return say(paymentMethodOf(order.paymentMethod).refunds.mailNews, language, {
        amount,
        reference: r.refundReference ?? '',
      });
  }
}

/**
 * Tells the customer that their return moved a step (issue 22), in the order's language: one mail per step, every
 * text escaped.
 */
export function returnStepMail(order: OrderRecord, r: ReturnRecord): Mail {
  const language = orderLanguage(order);
  const number = orderNumber(order.id);
  const stepTitle = say(TITLES[closedWithNothing(r) ? 'complete' : r.status], language);
  const title = say(WORDS.title, language, { title: stepTitle, id: String(r.id), number });
  const items = r.items.map(customerLineText);
  const note = r.timeline.at(-1)?.note ?? null;
  const shownNote = note && r.status !== 'requested' ? say(WORDS.note, language, { note }) : null;
  const hello = say(MAIL_WORDS.hello, language, { name: order.billing.first_name || order.customer.name });
  const said = news(order, r, language);
  const text = [
    hello,
    '',
    said,
    ...(shownNote ? ['', shownNote] : []),
    '',
    say(WORDS.summary, language, { id: String(r.id), number }),
    ...items.map((i) => `- ${i}`),
    '',
    brand.fullName,
  ].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(said)}</p>${shownNote ? `<p>${escapeHtml(shownNote)}</p>` : ''}
<p style="margin:16px 0 6px"><strong>${escapeHtml(say(WORDS.returnId, language, { id: String(r.id) }))}</strong> &middot; ${escapeHtml(say(WORDS.orderLower, language, { number }))} &middot; ${escapeHtml(say(MAIL_WORDS.status, language))}: <strong>${escapeHtml(say(STATUS_NAMES[r.status], language))}</strong></p>
${itemListHtml(items)}`,
    language,
  );
  return { to: order.customer.email, subject: subjectOf(title, brand.name), text, html };
}
