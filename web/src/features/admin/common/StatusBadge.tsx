import { Tag } from 'antd';
import { ORDER_STATUSES } from '../../../../../shared/rules/orders';

/**
 * An order status badge. Processing, shipped, delivered and canceled keep SPEC's styles; pending has its own
 * (decision 0007, so a new order never looks canceled); any other value gets the canceled colour. The raw text shows.
 */
const COLOURS: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: 'gold',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  canceled: 'red',
};

export function badgeColour(status: string): string {
  const s = status.toLowerCase() as keyof typeof COLOURS;
  return COLOURS[s] ?? COLOURS.canceled;
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Tag color={badgeColour(status)} className={`order-badge order-badge--${status.toLowerCase()}`}>
      {status}
    </Tag>
  );
}
