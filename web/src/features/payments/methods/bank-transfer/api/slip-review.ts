import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '../../../../../../../shared/routes';
import { callApi } from '../../../../../lib/api';

/** A signed link to an order's slip for staff, good for 5 minutes. */
export const staffSlipLink = (orderId: number) => callApi('admin-slip-link', { params: { id: orderId } });

/** Staff's decision on the slip: accept (with the bank's reference, if any) or reject with the reason. */
export const useDecideSlip = (orderId: number) =>
  useMutation({
    mutationFn: (body: RouteBody<'admin-order-payment'>) =>
      callApi('admin-order-payment', { params: { id: orderId }, body }),
  });
