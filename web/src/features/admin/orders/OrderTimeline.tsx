import { Timeline } from 'antd';
import type { OrderTimelineEntry } from './api/get-order';
import { timelineText, timelineTime } from './order-timeline';

/** Every change of the order, oldest first: what happened, who did it, when (Colombo time). */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  if (entries.length === 0) return <p className="admin-page__empty">No changes recorded.</p>;
  return (
    <Timeline
      className="order-timeline"
      items={entries.map((e, i) => {
        const { text, tone } = timelineText(e);
        return {
          key: `${e.at}-${i}`,
          color: tone,
          content: (
            <div className="order-timeline__entry">
              <span className="order-timeline__text">{text}</span>
              <span className="order-timeline__meta">
                {`by ${e.by}, `}
                <time dateTime={e.at}>{timelineTime(e.at)}</time>
              </span>
            </div>
          ),
        };
      })}
    />
  );
}
