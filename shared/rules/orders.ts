/** Order statuses (contract 6.7: lower case, American "canceled") and how customers see them (contract 6.6). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What staff may choose in the status menu; `pending` is where every order starts. */
export const SETTABLE_ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'canceled'] as const;

export type CustomerOrderTab = 'pending' | 'complete';

/** Pending tab: still on its way (pending, processing, shipped). Complete tab: delivered. Canceled: in neither. */
export function customerTabOf(status: OrderStatus): CustomerOrderTab | null {
  if (status === 'delivered') return 'complete';
  if (status === 'canceled') return null;
  return 'pending';
}

export const orderNumber = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

export const ORDER_PAGE_SIZE = 10;
export const DELIVERY_DAYS = 5;
