import { Tag } from 'antd';
import { RETURN_STATUS_LABELS, labelOf } from '../../../lib/return-texts';
import { SOLID_TAG } from '../common/tag-colours';

/** Solid where staff have work to do (requested, approved, received); grey once it is over. */
const COLOURS: Record<string, string | undefined> = {
  requested: SOLID_TAG.gold,
  approved: SOLID_TAG.blue,
  received: SOLID_TAG.purple,
  refunded: SOLID_TAG.green,
  rejected: undefined,
};

export function ReturnStatusTag({ status }: { status: string }) {
  const colour = COLOURS[status];
  return (
    <Tag color={colour} variant={colour ? 'solid' : undefined} className={`return-tag return-tag--${status}`}>
      {labelOf(RETURN_STATUS_LABELS, status)}
    </Tag>
  );
}
