import { Tag } from 'antd';
import { statusBadge, type StatusBadge as Badge } from '../../../../../shared/rules/orders';

/**
 * An order status badge. Processing, shipped, delivered and canceled keep SPEC's styles; pending has its own
 * (decision 0007, so a new order never looks canceled); any other value gets the canceled colour
 * (`statusBadge`). The raw text shows.
 */
/** Solid badges with white text; each colour is dark enough for WCAG AA (at least 4.5:1, checked by axe in the browser tests). */
const COLOURS: Record<Badge, string> = {
  pending: '#8a6116',
  processing: '#0958d9',
  shipped: '#531dab',
  delivered: '#237804',
  canceled: '#a8071a',
};

export const badgeColour = (status: string): string => COLOURS[statusBadge(status)];

export function StatusBadge({ status }: { status: string }) {
  return (
    <Tag color={badgeColour(status)} variant="solid" className={`order-badge order-badge--${statusBadge(status)}`}>
      {status}
    </Tag>
  );
}
