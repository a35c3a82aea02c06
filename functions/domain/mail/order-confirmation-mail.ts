import { brand } from '../../../shared/brand';
import { longDateIn, moneyIn } from '../../../shared/rules/language-formats';
import type { Language } from '../../../shared/rules/languages';
import { orderNumber } from '../../../shared/rules/orders';
import { say, type Words } from '../../lib/words';
import type { Mail } from '../messages';
import { customerLineName, orderLanguage, type OrderRecord } from '../orders';
import { MAIL_WORDS } from './common-words';
import { brandedHtml, escapeHtml } from './layout';
import { codeDiscountOf } from '../orders';
import { paymentMethodOf } from '../payments';

/** The mail's words in the shop's three languages (issue 34); English exactly as it always was. */
const WORDS = {
  subject: {
    en: 'Your {brand} order {number} is confirmed',
    si: 'ඔබගේ {brand} ඇණවුම {number} තහවුරු කළා',
    ta: 'உங்கள் {brand} ஆர்டர் {number} உறுதிசெய்யப்பட்டது',
  },
  title: {
    en: 'Thank you for your order {number}',
    si: 'ඔබගේ {number} ඇණවුමට ස්තූතියි',
    ta: 'உங்கள் {number} ஆர்டருக்கு நன்றி',
  },
  thanks: {
    en: 'Thank you for your order {number}. We are preparing it now.',
    si: 'ඔබගේ {number} ඇණවුමට ස්තූතියි. අපි දැන් එය සූදානම් කරමින් සිටිමු.',
    ta: 'உங்கள் {number} ஆர்டருக்கு நன்றி. இப்போது அதைத் தயார் செய்துகொண்டிருக்கிறோம்.',
  },
  preparing: {
    en: 'Hello {name}, we are preparing your order now.',
    si: 'ආයුබෝවන් {name}, අපි දැන් ඔබගේ ඇණවුම සූදානම් කරමින් සිටිමු.',
    ta: 'வணக்கம் {name}, இப்போது உங்கள் ஆர்டரைத் தயார் செய்துகொண்டிருக்கிறோம்.',
  },
  subtotal: { en: 'Subtotal', si: 'උප එකතුව', ta: 'துணைத் தொகை' },
  discounts: { en: 'Discounts', si: 'වට්ටම්', ta: 'தள்ளுபடிகள்' },
  codeDiscount: { en: 'Discount ({code})', si: 'වට්ටම ({code})', ta: 'தள்ளுபடி ({code})' },
  shipping: { en: 'Shipping', si: 'බෙදාහැරීමේ ගාස්තුව', ta: 'விநியோகக் கட்டணம்' },
  deliveryAddress: { en: 'Delivery address', si: 'බෙදාහරින ලිපිනය', ta: 'விநியோக முகவரி' },
  arrival: {
    en: 'Estimated arrival: {date}',
    si: 'ලැබෙනු ඇතැයි අපේක්ෂිත දිනය: {date}',
    ta: 'எதிர்பார்க்கப்படும் வருகை: {date}',
  },
} satisfies Record<string, Words>;

function addressLines(order: OrderRecord): string[] {
  const b = order.billing;
  return [
    `${b.first_name} ${b.last_name}`,
    order.shippingAddress,
    b.apartment,
    `${b.city}, ${b.state} ${b.postal_code}`,
    b.country,
    b.phone,
  ].filter(Boolean);
}

/** The totals' rows: a code's discount has its own row; the other rows show the order before it, so they add up. */
function totalRows(order: OrderRecord, language: Language): Array<[string, number]> {
  const code = codeDiscountOf(order);
  const { texts } = paymentMethodOf(order.paymentMethod);
  return [
    [say(WORDS.subtotal, language), order.subtotalCents],
    [say(WORDS.discounts, language), -(order.discountCents - (code?.goodsCents ?? 0))],
    ...(code
      ? [
          [say(WORDS.codeDiscount, language, { code: code.code }), -(code.goodsCents + code.shippingCents)] as [
            string,
            number,
          ],
        ]
      : []),
    [say(WORDS.shipping, language), order.shippingCents + (code?.shippingCents ?? 0)],
    [say(texts.mailTotal, language), order.totalCents],
  ];
}

/**
 * The order confirmation: items, totals, delivery address, the estimated arrival and its method's words on paying,
 * in the order's language (issue 34).
 */
export function orderConfirmationMail(order: OrderRecord): Mail {
  const language = orderLanguage(order);
  const money = (cents: number) => moneyIn(language, cents);
  const signed = (cents: number) => `${cents < 0 ? '-' : ''}${money(Math.abs(cents))}`;
  const number = orderNumber(order.id);
  const arrival = say(WORDS.arrival, language, { date: longDateIn(language, order.estimatedArrival) });
  const { texts } = paymentMethodOf(order.paymentMethod);
  const total = money(order.totalCents);
  const paying = {
    text: say(texts.mailPayment.text, language, { total }),
    html: say(texts.mailPayment.html, language, { total }),
  };
  const details = texts.mailDetails?.(order, language) ?? [];
  const totals = totalRows(order, language);
  const name = order.billing.first_name;
  const text = [
    say(MAIL_WORDS.hello, language, { name }),
    '',
    say(WORDS.thanks, language, { number }),
    '',
    ...order.lines.map((l) => `- ${customerLineName(l)} x ${l.quantity}: ${money(l.totalCents)}`),
    '',
    ...totals.map(([label, cents]) => `${label}: ${signed(cents)}`),
    '',
    `${say(WORDS.deliveryAddress, language)}:`,
    ...addressLines(order),
    '',
    `${arrival}. ${paying.text}`,
    '',
    ...(details.length > 0 ? [...details, ''] : []),
    brand.fullName,
  ].join('\n');
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${escapeHtml(customerLineName(l))} &times; ${l.quantity}</td><td align="right">${money(l.totalCents)}</td></tr>`,
    )
    .join('');
  const last = totals.length - 1;
  const totalRowsHtml = totals
    .map(
      ([label, cents], i) =>
        `<tr><td style="padding:4px 0${i === last ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td align="right"${i === last ? ' style="font-weight:bold"' : ''}>${signed(cents)}</td></tr>`,
    )
    .join('');
  const html = brandedHtml(
    say(WORDS.title, language, { number }),
    `<p>${escapeHtml(say(WORDS.preparing, language, { name }))}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;border-bottom:1px solid #eee">${rows}</table>
<table role="presentation" width="100%" style="margin-top:8px">${totalRowsHtml}</table>
<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(say(WORDS.deliveryAddress, language))}</h2><p style="margin:0">${addressLines(order).map(escapeHtml).join('<br>')}</p>
<p style="margin-top:16px"><strong>${escapeHtml(arrival)}</strong>. ${paying.html}</p>${details.length > 0 ? `<p>${details.map(escapeHtml).join('<br>')}</p>` : ''}`,
    language,
  );
  const subject = say(WORDS.subject, language, { brand: brand.name, number });
  return { to: order.customer.email, subject, text, html };
}
