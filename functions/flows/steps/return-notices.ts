import { returnStepMail } from '../../domain/mail';
import { mailChannel, sendMessage } from '../../domain/messages';
import { orderLanguage, type OrderRecord } from '../../domain/orders';
import type { ReturnRecord } from '../../domain/returns';
import { returnStepSms } from '../../domain/sms';
import { sendOrderText } from './order-update-text';

/** Tells the customer about a return's step: a mail and an SMS to the order's phone (unless they turned SMS off). */
export async function notifyReturnStep(order: OrderRecord, record: ReturnRecord): Promise<void> {
  const note = record.status === 'requested' ? null : (record.timeline.at(-1)?.note ?? null);
  await Promise.all([
    sendMessage(mailChannel, returnStepMail(order, record)),
    sendOrderText(
      order,
      returnStepSms(record.status, {
        orderId: order.id,
        returnId: record.id,
        ...(record.status === 'refunded' || record.status === 'received'
          ? { refundAmountCents: record.refundCents }
          : {}),
        note,
        language: orderLanguage(order),
      }),
    ),
  ]);
}
