import { REFUND_METHOD_LABELS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '../../../return-texts';
import { returnFormMessages } from '../../../../../../shared/messages/returns';

/**
 * Returns (the form, My Returns' cards, an order's returns) in English (issue 34), word for word as before; the
 * reasons', statuses' and refund ways' English is the labels the back-office shows too.
 */
export const returnsEn = {
  'returns.returnItems': 'Return items',
  'returns.dialogTitle': 'Return items of order {number}',
  'returns.ofOrder': 'Returns of this order',
  'returns.line': 'Return #{id}: ',
  'returns.lineReference': ' · reference {reference}',
  'returns.title': 'Return #{id}',
  'returns.order': '· Order {number}',
  'returns.asked': 'Asked {date}',
  'returns.refund': 'Refund',
  'returns.reference': 'Reference',
  'returns.items': 'Items to return',
  'returns.received': 'of {received} received',
  'returns.left': 'of {left} left ({received} received)',
  'returns.reason': 'Reason',
  'returns.note': 'Note (optional)',
  'returns.sending': 'Sending...',
  'returns.send': 'Send return request',
  'returns.cancel': 'Cancel',
  'returns.noReason': 'Please choose a reason.',
  'returns.failed': 'Your return request could not be sent. Please try again.',
  'returns.noItems': returnFormMessages.items,
  'returnReason.damaged': RETURN_REASON_LABELS.damaged,
  'returnReason.defective': RETURN_REASON_LABELS.defective,
  'returnReason.wrong_item': RETURN_REASON_LABELS.wrong_item,
  'returnReason.changed_mind': RETURN_REASON_LABELS.changed_mind,
  'returnReason.other': RETURN_REASON_LABELS.other,
  'returnStatus.requested': RETURN_STATUS_LABELS.requested,
  'returnStatus.approved': RETURN_STATUS_LABELS.approved,
  'returnStatus.rejected': RETURN_STATUS_LABELS.rejected,
  'returnStatus.received': RETURN_STATUS_LABELS.received,
  'returnStatus.refunded': RETURN_STATUS_LABELS.refunded,
  'refundMethod.payhere': REFUND_METHOD_LABELS.payhere,
  'refundMethod.bank_transfer': REFUND_METHOD_LABELS.bank_transfer,
  'refundMethod.koko': REFUND_METHOD_LABELS.koko,
} as const;
