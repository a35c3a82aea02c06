import type { UpdateReturnInput } from '../../../shared/validation/returns';
import type { Session } from '../../lib/session';
import { getOrder } from '../../domain/orders';
import type { ReturnRecord } from '../../domain/returns';
import { actorOf } from '../steps/actor';
import { refundReturn } from '../steps/refund-return';
import { notifyReturnStep } from '../steps/return-notices';
import { stepReturn } from '../steps/step-return';

/** PUT /v2/admin/returns/{id}: one step of a return by staff or an admin, then the customer is mailed and texted. */
export async function moveReturn(returnId: number, input: UpdateReturnInput, session: Session): Promise<ReturnRecord> {
  const by = await actorOf(session);
  const moved =
    input.status === 'refunded' ? await refundReturn(returnId, input, by) : await stepReturn(returnId, input, by);
  const order = await getOrder(moved.orderId);
  if (order) await notifyReturnStep(order, moved);
  return moved;
}
