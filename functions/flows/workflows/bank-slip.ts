import { notFoundMessages } from '../../../shared/api/not-found';
import { bankTransferMessages } from '../../../shared/messages/bank-transfer';
import { log } from '../../lib/log';
import type { Session } from '../../lib/session';
import { slipAcceptedMail, slipRejectedMail } from '../../domain/mail';
import { countMessageFailed, mailChannel, sendMessage } from '../../domain/messages';
import { notFound } from '../../domain/shop-errors';
import type { OrderRecord } from '../../domain/orders';
import {
  bankTransfer,
  refuseUnlessSlipWanted,
  slipAccepted,
  slipLink,
  slipNotAllowed,
  slipRejected,
  slipTypeOf,
  slipTypeRefused,
  slipUploaded,
  storeSlip,
} from '../../domain/payments';
import { slipRejectedSms } from '../../domain/sms';
import { actorOf } from '../steps/actor';
import { actorInScope, orderInScope, type OrderScope } from '../steps/order-scope';
import { changePayment } from '../steps/payment-change';
import { sendOrderText } from '../steps/order-update-text';

/** The bank-transfer order the scope reaches; any other order is the same 404. */
async function bankTransferOrder(scope: OrderScope, orderId: number): Promise<OrderRecord> {
  const order = await orderInScope(scope, orderId);
  if (order.paymentMethod !== bankTransfer.id) throw notFound(notFoundMessages.order);
  return order;
}

/**
 * The slip of a bank-transfer order, by its customer or through its link (anyone else's is a 404): checked, kept
 * privately, then recorded in one conditional change, so a slip racing the expiry or another upload is recorded once
 * or refused (409). An order past taking a slip is refused before anything is stored.
 */
export async function uploadSlip(scope: OrderScope, orderId: number, bytes: Buffer): Promise<OrderRecord> {
  const order = await bankTransferOrder(scope, orderId);
  const type = slipTypeOf(bytes);
  if (!type) throw slipTypeRefused(bankTransferMessages.slipType);
  refuseUnlessSlipWanted(order);
  const by = await actorInScope(scope, order);
  const slip = await storeSlip(order.id, bytes, type, new Date().toISOString());
  const result = await changePayment(order.id, (current) => slipUploaded(current, slip, by));
  return result.order;
}

/** A signed link to the order's slip; a 409 while it has none. */
export async function slipLinkOf(order: OrderRecord): Promise<string> {
  if (!order.slip) throw slipNotAllowed(bankTransferMessages.noSlip);
  return slipLink(order.slip);
}

/** The link to the slip of a bank-transfer order, for its customer or through its link (anyone else's is a 404). */
export async function customerSlipLink(scope: OrderScope, orderId: number): Promise<string> {
  return slipLinkOf(await bankTransferOrder(scope, orderId));
}

export type SlipDecision = { decision: 'accept'; reference?: string } | { decision: 'reject'; reason: string };

/**
 * Staff's decision on a slip: accepted (paid, a sale from then) or rejected with a reason the customer is mailed and
 * texted. Only a slip waiting for staff can be decided (else 409); racing decisions change the order once and send
 * one mail: the losers read the winner's result and are refused.
 */
export async function decideSlip(orderId: number, decision: SlipDecision, session: Session): Promise<OrderRecord> {
  const by = await actorOf(session);
  const at = new Date().toISOString();
  const { order } = await changePayment(orderId, (current) =>
    decision.decision === 'accept'
      ? slipAccepted(current, by, at, decision.reference)
      : slipRejected(current, by, at, decision.reason),
  );
  await tellCustomer(order, decision);
  return order;
}

async function tellCustomer(order: OrderRecord, decision: SlipDecision): Promise<void> {
  const mail = decision.decision === 'accept' ? slipAcceptedMail(order) : slipRejectedMail(order, decision.reason);
  try {
    await sendMessage(mailChannel, mail);
  } catch (error) {
    log.error('slip decision mail failed', error, { order_id: order.id });
    countMessageFailed(mailChannel.name);
  }
  if (decision.decision === 'reject') await sendOrderText(order, slipRejectedSms(order, decision.reason));
}
