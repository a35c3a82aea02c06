import { Button, Card, Tag } from 'antd';
import { shortDate } from '../../../../../shared/rules/dates';
import { StarRating } from '../../../components/StarRating';
import { SOLID_TAG } from '../common/tag-colours';
import type { AdminReview } from './api/get-reviews';
import type { ChangeKind } from './ReviewChangeModal';

/** One review in the back-office: its product, stars, text, author, status and reply, with its actions. */
export function AdminReviewCard({
  review,
  onChange,
  onShow,
}: {
  review: AdminReview;
  onChange: (kind: ChangeKind) => void;
  onShow: () => void;
}) {
  const hidden = review.status === 'hidden';
  return (
    <Card
      className="admin-reviews__card"
      title={`${review.title} — ${review.author}`}
      aria-label={`Review: ${review.title}`}
    >
      <p className="admin-reviews__meta">
        <Tag color={hidden ? SOLID_TAG.volcano : SOLID_TAG.green} variant="solid">
          {hidden ? 'Hidden' : 'Published'}
        </Tag>
        <StarRating rating={review.rating} />
        <span>{`${review.product_name} (#${review.product_id})`}</span>
        <span>{shortDate(review.created_at)}</span>
      </p>
      <p className="admin-reviews__body">{review.body}</p>
      {hidden && review.hidden_reason && <p className="admin-reviews__reason">{`Reason: ${review.hidden_reason}`}</p>}
      {review.reply && <p className="admin-reviews__reply">{`Reply: ${review.reply.body}`}</p>}
      <div className="admin-reviews__actions">
        {hidden ? (
          <Button onClick={onShow}>Show again</Button>
        ) : (
          <Button danger onClick={() => onChange('hide')}>
            Hide
          </Button>
        )}
        <Button onClick={() => onChange('reply')}>{review.reply ? 'Edit reply' : 'Reply'}</Button>
      </div>
    </Card>
  );
}
