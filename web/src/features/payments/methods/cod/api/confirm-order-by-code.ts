import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api';

/** POST /v2/user/orders/{order_id}/confirm: the SMS code confirms the customer's own cash order (issue 31). */
export const confirmOrderByCode = (orderId: number, code: string) =>
  callApi('cod-confirm-code', { params: { order_id: orderId }, body: { code } });

export const useConfirmOrderByCode = (orderId: number) =>
  useMutation({ mutationFn: (code: string) => confirmOrderByCode(orderId, code) });
