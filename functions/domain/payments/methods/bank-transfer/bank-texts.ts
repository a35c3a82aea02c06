import { dateTimeIn, moneyIn } from '../../../../../shared/rules/language-formats';
import type { Language } from '../../../../../shared/rules/languages';
import { orderPlaceValues } from '../../../../../shared/rules/order-place-words';
import { say, type Words } from '../../../../lib/words';
import type { PayableOrder } from '../method';
import { bankTransferDetails } from './bank-details';

/** The transfer's words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  payBy: { en: 'Pay by: {date}', si: 'ගෙවිය යුතු අවසන් වේලාව: {date}', ta: 'செலுத்த வேண்டிய இறுதி நேரம்: {date}' },
  amount: { en: 'Amount: {amount}', si: 'මුදල: {amount}', ta: 'தொகை: {amount}' },
  bank: { en: 'Bank: {bank}, {branch} branch', si: 'බැංකුව: {bank}, {branch} ශාඛාව', ta: 'வங்கி: {bank}, {branch} கிளை' },
  accountName: { en: 'Account name: {name}', si: 'ගිණුමේ නම: {name}', ta: 'கணக்கின் பெயர்: {name}' },
  accountNumber: { en: 'Account number: {account}', si: 'ගිණුම් අංකය: {account}', ta: 'கணக்கு எண்: {account}' },
  reference: { en: 'Reference: {reference}', si: 'යොමුව: {reference}', ta: 'குறிப்பு: {reference}' },
  upload: {
    en: 'Then upload the bank slip {place}. We ship once we have checked it; an order without a slip by then is canceled.',
    si: 'ඉන්පසු {where, select, guest {ඇණවුමේ පිටුවේ} other {මගේ ඇණවුම් යටතේ}} බැංකු පත්‍රිකාව උඩුගත කරන්න. අපි එය පරීක්ෂා කළ පසු ඇණවුම යවන්නෙමු; එතෙක් පත්‍රිකාවක් නොලැබුණු ඇණවුමක් අවලංගු වේ.',
    ta: 'பின்னர் {where, select, guest {ஆர்டர் பக்கத்தில்} other {எனது ஆர்டர்களில்}} வங்கிச் சீட்டைப் பதிவேற்றுங்கள். அதைச் சரிபார்த்த பின் அனுப்புவோம்; அதற்குள் சீட்டு இல்லாத ஆர்டர் ரத்துசெய்யப்படும்.',
  },
  sms: {
    en: 'Pay {amount} to {bank} acc {account} ({name}), ref {reference}, by {date}, then upload the slip {place}.',
    si: '{amount} ගෙවන්න: {bank} ගිණුම {account} ({name}), යොමුව {reference}, අවසන් වේලාව {date}; ඉන්පසු {where, select, guest {ඇණවුමේ පිටුවේ} other {මගේ ඇණවුම් තුළ}} පත්‍රිකාව දමන්න.',
    ta: '{amount} செலுத்துங்கள்: {bank} கணக்கு {account} ({name}), குறிப்பு {reference}, இறுதி நேரம் {date}; பின்னர் {where, select, guest {ஆர்டர் பக்கத்தில்} other {எனது ஆர்டர்களில்}} சீட்டைப் பதிவேற்றுங்கள்.',
  },
} satisfies Record<string, Words>;

/** The values every form of the transfer's words puts in, in `language`'s own money and date. */
function transferValues(order: PayableOrder, language: Language) {
  const d = bankTransferDetails(order);
  return {
    amount: moneyIn(language, order.totalCents),
    date: dateTimeIn(language, d.pay_by),
    bank: d.bank,
    branch: d.branch,
    name: d.account_name,
    account: d.account_number,
    reference: d.reference,
  };
}

/** The transfer asked of the customer, in the words of the confirmation mail, in the order's language. */
export function transferInstructions(order: PayableOrder, language: Language): string[] {
  const values = transferValues(order, language);
  return [
    say(WORDS.payBy, language, values),
    say(WORDS.amount, language, values),
    say(WORDS.bank, language, values),
    say(WORDS.accountName, language, values),
    say(WORDS.accountNumber, language, values),
    say(WORDS.reference, language, values),
    say(WORDS.upload, language, orderPlaceValues(order, 'under')),
  ];
}

/** The SMS's short form: "Pay LKR 5,000.00 to Commercial Bank acc 8001234567 (…), ref ORD-000012, by 1 Dec 2026, 4:25 pm, …". */
export function transferSms(order: PayableOrder, language: Language): string {
  return say(WORDS.sms, language, { ...transferValues(order, language), ...orderPlaceValues(order, 'in') });
}
