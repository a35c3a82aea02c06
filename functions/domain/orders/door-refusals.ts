import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { REFUSAL_LOOKBACK_DAYS } from '../../../shared/rules/cod-confirmation';
import { phoneKey } from '../../../shared/rules/phone-numbers';
import { db, tableName } from '../../lib/clients';
import type { TransactionAction } from '../../lib/transaction';
import { orderKeys } from './order-keys';
import { orderPhone, type OrderRecord } from './order-record';

/**
 * The writes that remember a parcel refused at the door, under the account and under the order's phone, made in the
 * refusal's own transaction (so once). Each item keeps the times in a list.
 */
export function doorRefusalActions(order: OrderRecord, at: string): TransactionAction[] {
  // A guest's order (issue 32) is remembered by its phone alone.
  const keys = order.userId !== undefined ? [orderKeys.doorRefusalsOfCustomer(order.userId)] : [];
  const phone = phoneKey(orderPhone(order));
  if (phone) keys.push(orderKeys.doorRefusalsOfPhone(phone));
  return keys.map((Key) => ({
    write: {
      Update: {
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET refusedAt = list_append(if_not_exists(refusedAt, :none), :at)',
        ExpressionAttributeValues: { ':none': [], ':at': [at] },
      },
    },
  }));
}

/**
 * How many parcels this account, or this phone number, refused at the door in the look-back (the larger of the two:
 * a guest, `userId` undefined, is known by the phone alone).
 */
export async function recentDoorRefusals(userId: number | undefined, phone: string, now: Date): Promise<number> {
  const byPhone = phoneKey(phone);
  const keys = [
    ...(userId !== undefined ? [orderKeys.doorRefusalsOfCustomer(userId)] : []),
    ...(byPhone ? [orderKeys.doorRefusalsOfPhone(byPhone)] : []),
  ];
  const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
  const since = now.getTime() - REFUSAL_LOOKBACK_DAYS * 24 * 3600 * 1000;
  const counts = (out.Responses?.[tableName()] ?? []).map(
    (item) => ((item.refusedAt as string[] | undefined) ?? []).filter((at) => Date.parse(at) >= since).length,
  );
  return Math.max(0, ...counts);
}
