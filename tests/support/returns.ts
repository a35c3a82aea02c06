import { api, shopUrl, type Customer } from './api';
import { staffToken } from './admin';
import { checkout } from './checkout';
import { useShopBackend } from './direct';
import { cardCheckout, notifyFor } from './payhere';

let staff: Promise<string> | undefined;
/** One staff member's session for the helpers (made on first use). */
export const staffSession = () => (staff ??= staffToken().then((s) => s.token));

/** A cart line: product, quantity and, for a product with sizes, the variant. */
export type Line = [productId: number, quantity: number, variantId?: number];

async function fill(c: Customer, lines: Line[]): Promise<void> {
  for (const [productId, quantity, variantId] of lines) {
    const res = await api('/v2/cart/add', {
      method: 'POST',
      token: c.token,
      body: { product_id: productId, quantity, ...(variantId === undefined ? {} : { variant_id: variantId }) },
    });
    if (res.status !== 200) throw new Error(`cart add failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Moves an order to `status` as staff do (B6). */
export async function moveOrder(orderId: number, status: string): Promise<void> {
  const res = await api(`/v2/order/${orderId}`, { method: 'PUT', token: await staffSession(), body: { status } });
  if (res.status !== 200) throw new Error(`status change failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A cash-on-delivery order of the customer's, placed through the checkout and moved to `status` (delivered). */
export async function cashOrder(c: Customer, lines: Line[], status = 'delivered', over: Record<string, unknown> = {}) {
  await fill(c, lines);
  const res = await checkout(c, over);
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.order.id as number;
  if (status !== 'pending') await moveOrder(id, status);
  return id;
}

/** A card order paid through PayHere's (signed) notification with `paymentId`, then delivered. */
export async function paidCardOrder(c: Customer, lines: Line[], paymentId: string): Promise<number> {
  await fill(c, lines);
  const res = await cardCheckout(c);
  if (res.status !== 201) throw new Error(`card checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { payhere } = res.body;
  const paid = await notifyFor(payhere, '2', { payment_id: paymentId });
  if (paid.status !== 200) throw new Error(`notify failed: ${paid.status}`);
  const id = Number(payhere.order_id);
  await moveOrder(id, 'delivered');
  return id;
}

export const postReturn = (c: Customer, orderId: number, body: unknown) =>
  api(`/v2/user/orders/${orderId}/returns`, { method: 'POST', token: c.token, body });

export const putReturn = async (id: number, body: unknown, token?: string) =>
  api(`/v2/admin/returns/${id}`, { method: 'PUT', token: token ?? (await staffSession()), body });

/** The calls the local PayHere Merchant API stand-in received, oldest first. */
export async function merchantCalls(): Promise<
  Array<{ endpoint: 'token' | 'refund'; status: number; body: Record<string, unknown>; refundId?: number }>
> {
  return (await fetch(`${shopUrl()}/_local/payhere/merchant-calls.json`)).json();
}

/** The builders of the order and return items these helpers write. */
async function tableKeys() {
  const { orderKeys } = await import('../../functions/domain/orders/order-keys');
  const { returnKeys } = await import('../../functions/domain/returns/return-keys');
  return { ...orderKeys, ...returnKeys };
}
type KeyOf = Awaited<ReturnType<typeof tableKeys>>;
type Update = Omit<import('@aws-sdk/lib-dynamodb').UpdateCommandInput, 'TableName' | 'Key'>;

/** Writes to one item of the shop's table directly, as old data or a function stopped midway would have left it. */
async function updateItem(key: (keys: KeyOf) => Record<string, string>, update: Update): Promise<void> {
  useShopBackend();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../../functions/lib/clients');
  await db().send(new UpdateCommand({ TableName: tableName(), Key: key(await tableKeys()), ...update }));
}

/** Sets what the table holds for an order's delivery time (a return window that closed, or an older order). */
export function setDeliveredAt(orderId: number, deliveredAt: string | null): Promise<void> {
  return updateItem(
    (keys) => keys.order(orderId),
    deliveredAt === null
      ? { UpdateExpression: 'REMOVE deliveredAt' }
      : { UpdateExpression: 'SET deliveredAt = :at', ExpressionAttributeValues: { ':at': deliveredAt } },
  );
}

/** Leaves a refund claim on a return as a request that died while calling PayHere would (claimed at `since`). */
export function leaveRefundClaim(orderId: number, returnId: number, since: string): Promise<void> {
  return updateItem((keys) => keys.orderReturn(orderId, returnId), {
    UpdateExpression: 'SET refunding = :claim',
    ExpressionAttributeValues: { ':claim': { token: 'left-by-a-stopped-function', since } },
  });
}

/** Sets an order's status in the table directly (an order canceled before the cancel rule, as old data may hold). */
export function setOrderStatus(orderId: number, status: string): Promise<void> {
  return updateItem((keys) => keys.order(orderId), {
    UpdateExpression: 'SET #status = :status',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status },
  });
}
