import { queryFirst } from '../../lib/query-all';
import { indexQuery, type SortKeyCondition } from '../../lib/table';
import { orderKeys } from './order-keys';
import type { OrderRecord } from './order-record';
import { toOrder } from './orders-repo';

/**
 * The shop's order index (GSI2 `ORDERS`) sorts by queue rank and then by time, so reading it newest-first gives
 * pending orders first, then the ones on their way, then the finished ones (decision 0007). DynamoDB has no
 * offset: page n reads the first n x size entries and keeps the last page of them.
 */
async function firstOrders(n: number, rank?: number, between?: { from: string; to: string }): Promise<OrderRecord[]> {
  let sort: SortKeyCondition | undefined;
  if (rank !== undefined && between)
    sort = {
      between: [`${orderKeys.ordersOfRank(rank)}${between.from}`, `${orderKeys.ordersOfRank(rank)}${between.to}`],
    };
  else if (rank !== undefined) sort = { beginsWith: orderKeys.ordersOfRank(rank) };
  const items = await queryFirst(n, { ...indexQuery('GSI2', orderKeys.ordersIndex, sort), ScanIndexForward: false });
  return items.map(toOrder);
}

/** One page of every order: pending first, then newest first. */
export async function queuePage(page: number, size: number): Promise<OrderRecord[]> {
  return (await firstOrders(page * size)).slice((page - 1) * size);
}

/** One page of the finished orders (delivered, canceled), newest first. */
export async function finishedPage(page: number, size: number): Promise<OrderRecord[]> {
  return (await firstOrders(page * size, 0)).slice((page - 1) * size);
}

/** The newest `n` orders placed between two instants (ISO strings), whatever their status. */
export async function newestBetween(from: string, to: string, n: number): Promise<OrderRecord[]> {
  const perRank = await Promise.all([0, 1, 2].map((rank) => firstOrders(n, rank, { from, to: `${to}~` })));
  return perRank
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, n);
}
