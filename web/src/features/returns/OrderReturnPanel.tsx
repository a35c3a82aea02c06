import { lazy, Suspense, useState } from 'react';
import { useText } from '../../lib/i18n';
import type { CustomerReturn } from './api/return-types';
import { OrderReturns } from './OrderReturns';
import './returns.css';
import { returnableLines, withinReturnWindow, type OrderedItem } from './return-lines';

const ReturnDialog = lazy(() => import('./ReturnDialog'));

/** What My Orders knows of one order for its returns. */
export interface ReturnableOrder {
  orderId: number;
  orderNumber: string;
  status: string;
  returnUntil: string | null | undefined;
  items: OrderedItem[];
}

const returnsOf = (order: ReturnableOrder, returns: CustomerReturn[]) =>
  returns.filter((r) => r.order_id === order.orderId);

/** Whether the order may still be returned: within its window, with something not yet in a return. */
function offersReturn(order: ReturnableOrder, returns: CustomerReturn[], now: Date): boolean {
  return (
    withinReturnWindow(order, now) && returnableLines(order.items, returnsOf(order, returns)).some((l) => l.left > 0)
  );
}

/** Whether My Orders shows a return part under this order: its returns, or the Return items button. */
export const showsReturnPart = (order: ReturnableOrder, returns: CustomerReturn[], now = new Date()) =>
  returnsOf(order, returns).length > 0 || offersReturn(order, returns, now);

/** Under an order in My Orders: its returns, and **Return items** while the order may still be returned. */
export function OrderReturnPanel({
  order,
  returns,
  onSent,
}: {
  order: ReturnableOrder;
  returns: CustomerReturn[];
  onSent: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const t = useText();
  // Loaded on the first press and kept mounted: closing the native dialog then gives focus back to the button.
  const [loaded, setLoaded] = useState(false);
  const own = returnsOf(order, returns);
  return (
    <div className="rt-order-actions">
      <OrderReturns returns={own} />
      {offersReturn(order, returns, new Date()) && (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t('returns.returnItems')}
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ReturnDialog
            open={open}
            orderId={order.orderId}
            orderNumber={order.orderNumber}
            lines={returnableLines(order.items, own)}
            onClose={() => setOpen(false)}
            onSent={(message) => {
              setOpen(false);
              onSent(message);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
