import type { ReactNode } from 'react';
import { OrderReturnPanel, showsReturnPart, type CustomerReturn } from '../returns';
import type { OrderGroup } from './group-lines';

/**
 * What a delivered order shows under it (My Orders' Complete tab, a guest's order link page): its returns and, within
 * its return window, **Return items**; null when it has neither, so the table draws no row for it.
 */
export function returnPartOf(
  group: OrderGroup,
  returns: CustomerReturn[],
  onSent: (message: string) => void,
): ReactNode | null {
  const order = {
    orderId: group.orderId,
    orderNumber: group.orderNumber,
    status: group.status,
    returnUntil: group.returnUntil,
    items: group.lines.map((l) => l.item),
  };
  return showsReturnPart(order, returns) ? <OrderReturnPanel order={order} returns={returns} onSent={onSent} /> : null;
}
