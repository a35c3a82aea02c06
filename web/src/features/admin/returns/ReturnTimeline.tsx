import { Timeline } from 'antd';
import { RETURN_STATUS_LABELS, labelOf } from '../../../lib/return-texts';
import { timelineTime } from '../orders/order-timeline';

export interface ReturnStep {
  status: string;
  at: string;
  by: string;
  note: string | null;
}

const TONES: Record<string, string> = { rejected: 'red', refunded: 'green', received: 'blue', approved: 'blue' };

/** Every step of a return, oldest first: the status it reached, who moved it, when, and their note. */
export function ReturnTimeline({ steps }: { steps: ReturnStep[] }) {
  return (
    <Timeline
      className="order-timeline"
      items={steps.map((s, i) => ({
        key: `${s.at}-${i}`,
        color: TONES[s.status] ?? 'gray',
        content: (
          <div className="order-timeline__entry">
            <span className="order-timeline__text">
              {labelOf(RETURN_STATUS_LABELS, s.status)}
              {s.note ? `: ${s.note}` : ''}
            </span>
            <span className="order-timeline__meta">
              {`by ${s.by}, `}
              <time dateTime={s.at}>{timelineTime(s.at)}</time>
            </span>
          </div>
        ),
      }))}
    />
  );
}
