import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../../lib/clients';
import type { TransactionAction } from '../../../../lib/transaction';
import { orderKeys, statusChangeEvents, type OrderActor, type OrderEvent, type OrderRecord } from '../../../orders';
import type { CodConfirmedBy } from '../../../../../shared/rules/cod-confirmation';
import type { ConfirmationStart } from '../method';
import { codConfirmationSettings } from './cod-confirmation-config';

/** 32 random bytes: 256 bits, in the link as base64url (43 letters). */
const TOKEN_BYTES = 32;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const codeHashOf = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/**
 * A new cash order's confirmation (issue 31): its link's token and its 6-digit code, to send once placed, and what
 * the order keeps (the deadline and the code's salted hash); null while the setting is `off`, except for a guest's
 * order (issue 32), which is always confirmed.
 */
export function startCodConfirmation(now: Date, guest = false): ConfirmationStart | null {
  const settings = codConfirmationSettings();
  if (!settings.on && !guest) return null;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeSalt = randomBytes(16).toString('base64url');
  return {
    token,
    code,
    fields: {
      codConfirmation: 'awaiting',
      codConfirm: {
        deadline: new Date(now.getTime() + settings.windowSeconds * 1000).toISOString(),
        codeSalt,
        codeHash: codeHashOf(code, codeSalt),
      },
    },
    linkAction: (orderId: number): TransactionAction => ({
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...orderKeys.codConfirmLink(tokenHashOf(token)), type: 'cod-confirm-link', orderId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    }),
  };
}

/** Whether `code` is the order's (compared in constant time). */
export function codeMatches(order: OrderRecord, code: string): boolean {
  if (!order.codConfirm) return false;
  const given = Buffer.from(codeHashOf(code, order.codConfirm.codeSalt));
  const kept = Buffer.from(order.codConfirm.codeHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

const HOW: Record<CodConfirmedBy, string> = {
  link: 'by the link in the SMS',
  code: 'by the code in My Orders',
  'link-page-code': 'by the code on the order’s link page',
  phone: 'by phone to staff',
};

/** The change that confirms an order still awaiting it (null otherwise), with the timeline's who and how. */
export function confirmationOf(order: OrderRecord, by: OrderActor, how: CodConfirmedBy, at: string): CodChange | null {
  if (order.codConfirmation !== 'awaiting' || order.status !== 'pending') return null;
  return { to: 'confirmed', events: [{ at, kind: 'cod_confirmed', by, to: 'confirmed', note: HOW[how] }] };
}

const SHOP: OrderActor = { kind: 'system' };

/** The change that cancels an order whose window closed while it still awaited its confirmation (null otherwise). */
export function unconfirmedExpiryOf(order: OrderRecord, now: Date): CodChange | null {
  if (order.codConfirmation !== 'awaiting' || order.status !== 'pending' || !order.codConfirm) return null;
  if (Date.parse(order.codConfirm.deadline) > now.getTime()) return null;
  const at = now.toISOString();
  return {
    to: 'expired',
    status: 'canceled',
    events: [
      { at, kind: 'cod_expired', by: SHOP, from: 'awaiting', to: 'expired' },
      ...statusChangeEvents(order, order.status, 'canceled', SHOP, at),
    ],
  };
}

/** What a confirmation or its expiry does to a cash order. */
export interface CodChange {
  to: 'confirmed' | 'expired';
  status?: 'canceled';
  events: OrderEvent[];
}

/** The order a confirmation link names, or null for a token that is malformed or not the shop's. */
export async function orderIdOfConfirmLink(token: string): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: orderKeys.codConfirmLink(tokenHashOf(token)), ConsistentRead: true }),
  );
  return out.Item ? Number(out.Item.orderId) : null;
}
