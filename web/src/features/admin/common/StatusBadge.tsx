import { Tag } from 'antd';
import { SOLID_TAG } from './tag-colours';
import { statusBadge, type StatusBadge as Badge } from '../../../../../shared/rules/orders';

/**
 * An order status badge. Processing, shipped, delivered and canceled keep SPEC's styles; pending has its own
 * (decision 0007, so a new order never looks canceled); any other value gets the canceled colour
 * (`statusBadge`). The raw text shows.
 */
const COLOURS: Record<Badge, string> = {
  pending: SOLID_TAG.gold,
  processing: SOLID_TAG.blue,
  shipped: SOLID_TAG.purple,
  delivered: SOLID_TAG.green,
  canceled: SOLID_TAG.red,
  refused: SOLID_TAG.red,
};

export const badgeColour = (status: string): string => COLOURS[statusBadge(status)];

export function StatusBadge({ status }: { status: string }) {
  return (
    <Tag color={badgeColour(status)} variant="solid" className={`order-badge order-badge--${statusBadge(status)}`}>
      {status}
    </Tag>
  );
}
