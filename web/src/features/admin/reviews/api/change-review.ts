import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import type { ReviewChange } from './get-reviews';

/** `PUT /api/v2/admin/reviews/{id}`: hide (with a reason), show again, or reply. */
export function changeReview(id: number, change: ReviewChange) {
  return callApi('admin-review-update', { params: { id }, body: change });
}

/** Hides, shows again or answers one review. */
export const useChangeReview = () =>
  useMutation({ mutationFn: ({ id, change }: { id: number; change: ReviewChange }) => changeReview(id, change) });
