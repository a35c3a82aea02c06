import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import type { TrackingFormValues } from '../tracking-form';
import { ORDER_TEXTS, type AdminOrder, type ChangedOrder } from './get-orders';

/**
 * B6 with `shipped` and the tracking typed (blank fields are left out): moves the order to shipped, or corrects the
 * tracking of a shipped one (issue 22). The answer's order, or a throw: an ApiError (a 422 carries its field
 * messages), or an error saying the update was not confirmed.
 */
export async function shipOrder(id: AdminOrder['id'], values: TrackingFormValues): Promise<ChangedOrder> {
  const number = values.tracking_number.trim();
  const body = await callApi('admin-order-status', {
    params: { id },
    body: {
      status: 'shipped',
      ...(values.courier && { courier: values.courier }),
      ...(number && { tracking_number: number }),
    },
  });
  if (body?.message === ORDER_TEXTS.updated && body.order?.status) return body.order;
  console.error('Order status update was not confirmed', body);
  throw new Error(ORDER_TEXTS.notConfirmed);
}

/** The shipping dialog's save for one order. */
export const useShipOrder = (id: AdminOrder['id']) =>
  useMutation({ mutationFn: (values: TrackingFormValues) => shipOrder(id, values) });
