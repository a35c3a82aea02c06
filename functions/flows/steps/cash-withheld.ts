import { REFUSALS_BEFORE_NO_CASH } from '../../../shared/rules/cod-confirmation';
import { recentDoorRefusals } from '../../domain/orders';
import { cashWithheld, type PaymentMethodPlugin } from '../../domain/payments';

/**
 * Refuses a method withheld after parcels refused at the door (cash, issue 31) when this account, or this phone, had
 * too many in the look-back; a guest (`userId` undefined, issue 32) is known by the phone alone.
 */
export async function refuseWithheldMethod(
  method: PaymentMethodPlugin,
  userId: number | undefined,
  phone: string,
): Promise<void> {
  if (!method.withheldAfterRefusals) return;
  if ((await recentDoorRefusals(userId, phone, new Date())) >= REFUSALS_BEFORE_NO_CASH) throw cashWithheld();
}
