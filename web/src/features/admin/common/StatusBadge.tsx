import { Tag } from 'antd';
import { statusBadge, type StatusBadge as Badge } from '../../../../../shared/rules/orders';

/**
 * An order status badge. Processing, shipped, delivered and canceled keep SPEC's styles; pending has its own
 * (decision 0007, so a new order never looks canceled); any other value gets the canceled colour
 * (`statusBadge`). The raw text shows.
 */
const COLOURS: Record<Badge, string> = {
  pending: 'gold',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  canceled: 'red',
};

export const badgeColour = (status: string): string => COLOURS[statusBadge(status)];

export function StatusBadge({ status }: { status: string }) {
  return (
    <Tag color={badgeColour(status)} className={`order-badge order-badge--${statusBadge(status)}`}>
      {status}
    </Tag>
  );
}
