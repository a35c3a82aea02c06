import { SHOP_TIME_ZONE } from '../../../../../shared/rules/dates';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../../../../../shared/rules/payments';
import { RETURN_STATUS_LABELS, labelOf } from '../../../lib/return-texts';
import type { OrderTimelineEntry } from './api/get-order';

export type TimelineTone = 'green' | 'red' | 'blue' | 'gray';

const paymentLabel = (status: string | null) =>
  status ? (PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status) : '';
const withNote = (text: string, note: string | null) => (note ? `${text}: ${note}` : text);

/** What one change of an order says on its page, and the colour of its dot. */
export function timelineText(e: OrderTimelineEntry): { text: string; tone: TimelineTone } {
  switch (e.kind) {
    case 'placed':
      return { text: 'Order placed', tone: 'blue' };
    case 'status':
      return {
        // A move to shipped notes the courier and tracking number given with it (issue 22).
        text: withNote(`Status changed from ${e.from ?? '-'} to ${e.to ?? '-'}`, e.note),
        tone: e.to === 'canceled' || e.to === 'refused' ? 'red' : 'blue',
      };
    case 'tracking':
      return {
        text: e.from ? `Tracking corrected from ${e.from} to ${e.to ?? '-'}` : `Tracking added: ${e.to ?? '-'}`,
        tone: 'blue',
      };
    case 'paid':
      // A bank slip staff accepted notes the bank's reference in its own words; a provider's note is its payment id.
      if (e.from === 'slip_uploaded') return { text: withNote('Slip accepted: paid', e.note), tone: 'green' };
      return { text: withNote('Paid', e.note && `${e.by} payment ${e.note}`), tone: 'green' };
    case 'slip_uploaded':
      return { text: 'Bank slip sent by the customer', tone: 'blue' };
    case 'slip_rejected':
      return { text: withNote('Slip rejected', e.note), tone: 'red' };
    case 'payment_failed':
      return { text: withNote('Payment failed', e.note), tone: 'red' };
    case 'charged_back':
      return { text: withNote('Charged back', e.note && `${e.by} payment ${e.note}`), tone: 'red' };
    case 'refund_due':
      return {
        text: withNote('Paid again or too late: refund due', e.note && `${e.by} payment ${e.note}`),
        tone: 'red',
      };
    case 'expired':
      return { text: `Payment window closed (${paymentLabel(e.from)}): order canceled`, tone: 'red' };
    case 'stock_returned':
      return { text: withNote('Stock returned', e.note), tone: 'gray' };
    case 'stock_taken':
      return { text: withNote('Stock taken again', e.note), tone: 'gray' };
    case 'return':
      // `to` is the return's new status, `note` names the return (issue 22).
      return {
        text: withNote(`Return ${labelOf(RETURN_STATUS_LABELS, e.to ?? '-').toLowerCase()}`, e.note),
        tone: e.to === 'rejected' ? 'red' : e.to === 'refunded' ? 'green' : 'blue',
      };
    case 'refund':
      return { text: e.note ?? 'Refunded', tone: 'green' };
    // Issue 31: who confirmed a cash order and how, or its window closing first.
    case 'cod_confirmed':
      return { text: withNote('Cash order confirmed', e.note), tone: 'green' };
    case 'cod_expired':
      return { text: 'Cash order not confirmed in time: order canceled', tone: 'red' };
    default:
      return { text: withNote(e.kind, e.note), tone: 'gray' };
  }
}

/** "6 Oct 2025, 14:05" in Colombo time, as the back-office reads every instant. */
export function timelineTime(at: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(at));
}
