import { bankTransferMessages } from '../../../../../shared/messages/bank-transfer';
import type { PaymentStatus } from '../../../../../shared/rules/payments';
import { paymentStatusOf, type OrderActor, type OrderRecord, type SlipFile } from '../../../orders';
import type { PaymentChange } from '../../payment-change';
import { slipNotAllowed } from '../../payment-errors';
import { bankTransfer } from './bank-transfer';

/** The states in which the customer may send a slip: none sent yet, or the last one refused. */
const SLIP_WANTED: readonly PaymentStatus[] = ['awaiting_slip', 'slip_rejected'];

/** A refusal when the order can take no slip or decision now: canceled, or its payment past that point. */
function refuseUnless(order: OrderRecord, allowed: readonly PaymentStatus[], otherwise: string): void {
  if (order.status === 'canceled') throw slipNotAllowed(bankTransferMessages.orderCanceled);
  if (!allowed.includes(paymentStatusOf(order))) throw slipNotAllowed(otherwise);
}

/** A 409 unless the order waits for a slip (none sent yet, or the last one refused). */
export const refuseUnlessSlipWanted = (order: OrderRecord) =>
  refuseUnless(order, SLIP_WANTED, bankTransferMessages.alreadyConfirmed);

/** A 409 unless this is a bank-transfer order whose slip waits for staff. */
export function refuseUnlessChecking(order: OrderRecord): void {
  if (order.paymentMethod !== bankTransfer.id) throw slipNotAllowed(bankTransferMessages.notChecking);
  refuseUnless(order, ['slip_uploaded'], bankTransferMessages.notChecking);
}

/** The customer's slip, recorded while the order waits for one: staff check it next. */
export function slipUploaded(order: OrderRecord, slip: SlipFile, by: OrderActor): PaymentChange {
  refuseUnlessSlipWanted(order);
  const from = paymentStatusOf(order);
  return {
    paymentStatus: 'slip_uploaded',
    slip,
    events: [{ at: slip.uploadedAt, kind: 'slip_uploaded', by, from, to: 'slip_uploaded' }],
  };
}

/** Staff found the money: the order is paid (`reference` the bank's, when they gave one). */
export function slipAccepted(order: OrderRecord, by: OrderActor, at: string, reference?: string): PaymentChange {
  refuseUnlessChecking(order);
  return {
    paymentStatus: 'paid',
    events: [
      {
        at,
        kind: 'paid',
        by,
        from: 'slip_uploaded',
        to: 'paid',
        ...(reference ? { note: `bank reference ${reference}` } : {}),
      },
    ],
  };
}

/** Staff refused the slip, with the reason the customer is told; the customer may send another. */
export function slipRejected(order: OrderRecord, by: OrderActor, at: string, reason: string): PaymentChange {
  refuseUnlessChecking(order);
  return {
    paymentStatus: 'slip_rejected',
    events: [{ at, kind: 'slip_rejected', by, from: 'slip_uploaded', to: 'slip_rejected', note: reason }],
  };
}
