import { Tag } from 'antd';
import { COD_CONFIRMATION_LABELS, type CodConfirmation } from '../../../../../shared/rules/cod-confirmation';
import { SOLID_TAG } from '../common/tag-colours';

/** Gold while staff must wait (or call), green once confirmed, grey when its window closed (issue 31). */
const COLOURS: Record<CodConfirmation, string | undefined> = {
  awaiting: SOLID_TAG.gold,
  confirmed: SOLID_TAG.green,
  expired: undefined,
};

/** Where a cash order's confirmation stands, in the shop's words. */
export function CodConfirmationTag({ state }: { state: CodConfirmation }) {
  return (
    <Tag color={COLOURS[state]} variant={COLOURS[state] ? 'solid' : undefined} className={`cod-tag cod-tag--${state}`}>
      {COD_CONFIRMATION_LABELS[state]}
    </Tag>
  );
}
