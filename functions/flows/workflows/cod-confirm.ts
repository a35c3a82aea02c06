import { COD_CODE_PATTERN, MAX_WRONG_CODES, type CodConfirmedBy } from '../../../shared/rules/cod-confirmation';
import { countWrongCode, getOrder, type OrderActor, type OrderRecord } from '../../domain/orders';
import {
  badConfirmLink,
  codeMatches,
  confirmationOf,
  notAwaitingConfirmation,
  orderIdOfConfirmLink,
  tooManyCodes,
  wrongCode,
} from '../../domain/payments';
import { getUser } from '../../domain/users';
import { changeCodConfirmation } from '../steps/cod-confirmation-change';
import { orderInScope, type OrderScope } from '../steps/order-scope';

/** The customer as the timeline names them (a deleted account still confirmed its order; a guest by the order's name). */
async function customerActor(order: OrderRecord): Promise<OrderActor> {
  if (order.userId === undefined) return { kind: 'guest', name: order.customer.name };
  const user = await getUser(order.userId);
  return {
    kind: 'user',
    id: order.userId,
    role: user?.userType ?? 'customer',
    name: user?.name ?? order.customer.name,
  };
}

/**
 * Confirms the order; a second confirmation (a double press, a code racing the link) changes nothing and is the
 * conflict "already confirmed", as is an order that no longer waits.
 */
async function confirm(order: OrderRecord, how: Exclude<CodConfirmedBy, 'phone'>): Promise<OrderRecord> {
  const by = await customerActor(order);
  const result = await changeCodConfirmation(order.id, (o) => confirmationOf(o, by, how, new Date().toISOString()));
  if (!result.changed) throw notAwaitingConfirmation(result.order.codConfirmation === 'confirmed');
  return result.order;
}

/** POST /v2/orders/confirm (issue 31): the SMS link's token confirms its order, once; a token not the shop's is 404. */
export async function confirmByLink(token: string): Promise<OrderRecord> {
  const orderId = await orderIdOfConfirmLink(token);
  const order = orderId === null ? null : await getOrder(orderId);
  if (!order) throw badConfirmLink();
  return confirm(order, 'link');
}

const secondsUntil = (iso: string | undefined) =>
  Math.max(1, Math.ceil(((iso ? Date.parse(iso) : 0) - Date.now()) / 1000));

/**
 * POST /v2/user/orders/{order_id}/confirm (issue 31): the customer's own order (another's is 404) with its SMS code;
 * POST /v2/guest/orders/{order_number}/confirm (issue 32): the same through the order's link. A wrong code is counted
 * in the table and is 422; once an order has had 5 wrong codes, every try is 429 until its window closes, the right
 * code included.
 */
export async function confirmByCode(scope: OrderScope, orderId: number, code: string): Promise<OrderRecord> {
  const order = await orderInScope(scope, orderId);
  if (order.codConfirmation !== 'awaiting' || order.status !== 'pending')
    throw notAwaitingConfirmation(order.codConfirmation === 'confirmed');
  const retryAfter = secondsUntil(order.codConfirm?.deadline);
  if ((order.codWrongCodes ?? 0) >= MAX_WRONG_CODES) throw tooManyCodes(retryAfter);
  if (COD_CODE_PATTERN.test(code) && codeMatches(order, code))
    return confirm(order, scope.kind === 'link' ? 'link-page-code' : 'code');
  // Counted under a condition: of five wrong codes sent at once, each is counted, and a sixth is refused.
  if ((await countWrongCode(order.id)) === null) throw tooManyCodes(retryAfter);
  throw wrongCode();
}
