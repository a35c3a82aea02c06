import { orderConfirmationMail } from '../../domain/mail';
import { mailChannel, sendMessage } from '../../domain/messages';
import type { OrderRecord } from '../../domain/orders';
import type { PaymentMethodPlugin } from '../../domain/payments';
import { orderPlacedSms } from '../../domain/sms';
import type { UserRecord } from '../../domain/users';
import { askCodConfirmation } from './cod-confirm-request';
import { sendOrderText } from './order-update-text';

/**
 * What a new order's buyer is told once it is placed (not on a replay): a method whose orders are confirmed when
 * placed (cash on delivery) mails and texts the confirmation now; a card order is confirmed once paid. An order to
 * confirm (issue 31) is texted the request instead of "is confirmed": one SMS either way. `customer` is the account
 * just read, absent for a guest (issue 32).
 */
export async function announcePlacedOrder(
  placed: { order: OrderRecord; confirmation?: { token: string; code: string } },
  method: PaymentMethodPlugin,
  customer?: UserRecord,
): Promise<void> {
  if (method.confirmedWhen !== 'placed') return;
  await Promise.all([
    sendMessage(mailChannel, orderConfirmationMail(placed.order)),
    placed.confirmation
      ? askCodConfirmation(placed.order, placed.confirmation, customer)
      : sendOrderText(placed.order, orderPlacedSms(placed.order), customer),
  ]);
}
