/** Order statuses (contract 6.7: lower case, American "canceled") and how customers see them (contract 6.6). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'canceled', 'refused'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What staff may choose in the status menu; `pending` is where every order starts. */
export const SETTABLE_ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'canceled'] as const;

/**
 * A shipped cash parcel refused at the door (issue 31): staff may set it from `shipped` only. The status menu's
 * message above keeps listing the four it always listed.
 */
export const REFUSED_STATUS = 'refused' satisfies OrderStatus;
export const MOVABLE_ORDER_STATUSES = [...SETTABLE_ORDER_STATUSES, REFUSED_STATUS] as const;

/** An order in one of these holds no stock and no code use: canceled, or refused at the door (issue 31). */
const RELEASED_STATUSES: readonly OrderStatus[] = ['canceled', REFUSED_STATUS];
export const releasesStock = (status: OrderStatus) => RELEASED_STATUSES.includes(status);

export type CustomerOrderTab = 'pending' | 'complete';

/** Pending tab: still on its way (pending, processing, shipped). Complete tab: delivered. Canceled: in neither. */
export function customerTabOf(status: OrderStatus): CustomerOrderTab | null {
  if (status === 'delivered') return 'complete';
  if (releasesStock(status)) return null;
  return 'pending';
}

export const orderNumber = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

export const ORDER_PAGE_SIZE = 10;
export const DELIVERY_DAYS = 5;

/**
 * Where an order sits in the back-office queue: pending first, then the ones on their way (processing, shipped),
 * then the finished ones (delivered, canceled). The order index sorts by this rank, then newest first.
 */
export function orderQueueRank(status: OrderStatus): 0 | 1 | 2 {
  if (status === 'pending') return 2;
  if (status === 'processing' || status === 'shipped') return 1;
  return 0;
}

/** The order history (B7) lists finished orders: delivered and canceled (decision 0007). */
export const HISTORY_STATUSES: readonly OrderStatus[] = ['delivered', 'canceled', REFUSED_STATUS];

/** The badge an order status gets on the back-office screens; pending has its own badge (decision 0007). */
export type StatusBadge = OrderStatus;
export function statusBadge(status: string): StatusBadge {
  const s = status.toLowerCase();
  return (ORDER_STATUSES as readonly string[]).includes(s) ? (s as OrderStatus) : 'canceled';
}
