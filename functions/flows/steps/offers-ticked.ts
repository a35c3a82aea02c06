import { setContactConsent } from '../../domain/messages';
import { orderPhone, type OrderRecord } from '../../domain/orders';
import { saveMessageChoices, TICKBOX_CHANNELS } from '../../domain/users';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import { log } from '../../lib/log';

/**
 * A ticked "Send me offers and reminders" at a checkout, stored with when and where (decision 0081): the account's e-mail and
 * SMS switches, or for a guest the order's e-mail and mobile. Unticked changes nothing (a choice made before stands).
 * Never throws: the order stands without it, and the order keeps its own copy of a guest's tick.
 */
export async function rememberOffersTicked(order: OrderRecord, ticked: boolean): Promise<void> {
  if (!ticked) return;
  const at = order.createdAt;
  try {
    if (order.guest) {
      const phone = smsNumber(orderPhone(order));
      await Promise.all([
        setContactConsent('mail', order.guest.email, true, 'guest-checkout', at),
        phone ? setContactConsent('sms', phone, true, 'guest-checkout', at) : undefined,
      ]);
    } else if (order.userId !== undefined) {
      const marketing = Object.fromEntries(TICKBOX_CHANNELS.map((channel) => [channel, true]));
      await saveMessageChoices(order.userId, { marketing }, 'checkout', at);
    }
  } catch (error) {
    log.error('marketing consent could not be stored', error, { order_id: order.id });
  }
}
